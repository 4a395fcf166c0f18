import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODES, hasUnsafeCharacters, type MessageKey } from '@dala/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../lib/errors';
import { multipartReadError } from '../../lib/uploads';

export interface ReceivedUpload {
  fields: Record<string, string>;
  /** The `file` part, or null when none (or an empty one) was sent. */
  file: { name: string; data: Buffer } | null;
}

/**
 * Reads a form of one file (field `file`) and a few text fields. A file over the plugin's limit is
 * cut there and flagged: answered 413 `tooLarge` on `file`, after the rest of the body is read.
 */
export async function readUpload(
  request: FastifyRequest,
  messages: { tooLarge: MessageKey; required: MessageKey },
): Promise<ReceivedUpload & { file: NonNullable<ReceivedUpload['file']> }> {
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const upload = part as MultipartFile;
      if (upload.fieldname !== 'file' || file) {
        upload.file.resume();
        continue;
      }
      const data = await upload.toBuffer();
      if (upload.file.truncated) {
        tooLarge = true;
        continue;
      }
      if (data.length === 0) continue;
      // The name is only shown back to its transporter and the admin; one no column can store is dropped.
      const name = upload.filename && !hasUnsafeCharacters(upload.filename) ? upload.filename : 'file';
      file = { name: name.slice(0, 200), data };
    }
  } catch (err) {
    throw multipartReadError(err);
  }
  if (tooLarge) {
    throw new AppError(413, ERROR_CODES.payloadTooLarge, messages.tooLarge, { file: [messages.tooLarge] });
  }
  if (!file) throw validationError({ file: [messages.required] });
  return { fields, file };
}
