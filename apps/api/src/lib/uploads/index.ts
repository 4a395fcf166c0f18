import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, badRequest, notFound } from '../errors';

/** Content types we recognise by their first bytes. */
export type DetectedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: Record<DetectedType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function startsWith(buffer: Buffer, bytes: number[], offset = 0): boolean {
  return buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);
}

/**
 * The type of a file by its magic bytes, never by its name or the Content-Type the client claims.
 * PDF `%PDF-`, JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF….WEBP`.
 */
export function detectFileType(buffer: Buffer): DetectedType | undefined {
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return undefined;
}

/** DATA_DIR/uploads: outside the web root, never served by the static file server. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

const STORAGE_KEY = /^[0-9a-f]{32}\.(pdf|jpg|png|webp)$/;

/** Writes a file under a random name (128 bits) and returns that name, the storage key. */
export async function storeUpload(dataDir: string, data: Buffer, type: DetectedType): Promise<string> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
  await writeFile(join(dir, key), data, { mode: 0o600, flag: 'wx' });
  return key;
}

export async function removeUpload(dataDir: string, key: string): Promise<void> {
  if (STORAGE_KEY.test(key)) await rm(join(uploadsDir(dataDir), key), { force: true });
}

/**
 * Sends a stored file as a download: attachment, no sniffing, no caching by shared caches.
 * The caller has already checked who may see it.
 */
export async function sendUpload(
  reply: FastifyReply,
  dataDir: string,
  file: { key: string; contentType: string; fileName: string },
) {
  if (!STORAGE_KEY.test(file.key)) throw notFound('common.fileNotFound');
  const path = join(uploadsDir(dataDir), file.key);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw notFound('common.fileNotFound');
  const safeName = file.fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'document';
  return reply
    .header('content-type', file.contentType)
    .header('content-length', info.size)
    .header(
      'content-disposition',
      `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(createReadStream(path));
}

/**
 * Multipart parsing for the routes of one plugin (encapsulated): files up to `fileSizeBytes` each,
 * at most `files` files and a few small text fields. An oversized file ends the request with 413,
 * unless `flagOversizedFiles`: then it is cut at the limit with `part.file.truncated` set, and the
 * route must check that flag (to answer with field errors while still reading the other parts).
 */
export async function registerMultipart(
  app: FastifyInstance,
  limits: { fileSizeBytes: number; files: number; flagOversizedFiles?: boolean },
) {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: !limits.flagOversizedFiles,
    limits: {
      fileSize: limits.fileSizeBytes,
      files: limits.files,
      fields: 20,
      fieldSize: 10_000,
      parts: limits.files + 20,
      headerPairs: 100,
    },
  });
}

/**
 * An error met while reading multipart parts: the plugin's limit errors (413, mapped by the error
 * handler) pass through; the parser's own (a cut, garbled or boundary-less body) are the client's
 * mistake, a 400, never a 500.
 */
export function multipartReadError(err: unknown): Error {
  const status = (err as { statusCode?: number }).statusCode;
  if (err instanceof AppError || (status !== undefined && status < 500)) return err as Error;
  return badRequest('common.malformedMultipart');
}
