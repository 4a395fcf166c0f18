import {
  AUTH_MESSAGES as M,
  authRoutes as contracts,
  ERROR_CODES,
  hasUnsafeCharacters,
  MAX_DOCUMENT_BYTES,
  VERIFICATION_DOCUMENT_FIELDS,
  verificationFieldsSchema,
  type MessageKey,
  type VerificationDocumentKind,
} from '@dala/shared';
import type { MultipartFile } from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorProfiles, users, verificationDocuments } from '../../db/schema';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { AppError, conflict, forbidden, type FieldErrors } from '../../lib/errors';
import {
  detectFileType,
  registerMultipart,
  removeUpload,
  storeUpload,
  multipartReadError,
  type DetectedType,
} from '../../lib/uploads';
import { notify } from '../notifications';
import { findUserRow, getUser } from '../users';

const DOCUMENT_FIELDS = new Set<string>(VERIFICATION_DOCUMENT_FIELDS);

interface ReceivedFile {
  kind: VerificationDocumentKind;
  name: string;
  type: DetectedType;
  data: Buffer;
}

/** Reads the form: text fields, accepted files, and per-field errors of the files. */
async function readForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const errors: FieldErrors = {};
  let tooLarge = false;
  // Oversized files are cut at the limit and flagged `truncated`; the other parts are still read.
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (!DOCUMENT_FIELDS.has(file.fieldname)) {
        file.file.resume();
        continue;
      }
      const data = await file.toBuffer();
      if (file.file.truncated) {
        tooLarge = true;
        (errors[file.fieldname] ??= []).push(M.fileTooLarge);
        continue;
      }
      // A file input left empty sends an empty part: no file.
      if (data.length === 0) continue;
      const type = detectFileType(data);
      if (!type) {
        (errors[file.fieldname] ??= []).push(M.fileTypeNotAllowed);
        continue;
      }
      files.push({
        kind: file.fieldname as VerificationDocumentKind,
        // The name is only shown back to its owner and the admin; one no column can store is dropped.
        name: file.filename && !hasUnsafeCharacters(file.filename) ? file.filename : file.fieldname,
        type,
        data,
      });
    }
  } catch (err) {
    throw multipartReadError(err);
  }
  return { fields, files, errors, tooLarge };
}

/**
 * POST /api/auth/verify (multipart, operators only): company_name and phone_number, plus optional
 * business_license, identification_doc and insurance_cert (≤ 10 MB each; PDF, JPEG, PNG or WebP by
 * their content). Files are stored under random names in DATA_DIR/uploads; the answer is the user
 * object with verification_status 'pending'.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, {
    fileSizeBytes: MAX_DOCUMENT_BYTES,
    files: VERIFICATION_DOCUMENT_FIELDS.length,
    flagOversizedFiles: true,
  });

  app.route({
    ...route(contracts, 'POST /auth/verify'),
    onRequest: requireUser,
    handler: async (request) => {
      const authUser = currentUser(request);
      if (authUser.type !== 'operator') throw forbidden(M.verificationOperatorsOnly);

      const { fields, files, errors, tooLarge } = await readForm(request);

      const parsed = verificationFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          (errors[String(issue.path[0])] ??= []).push(issue.message as MessageKey); // the schema's messages are keys
      }
      if (Object.keys(errors).length > 0 || !parsed.success) {
        const detail = Object.values(errors)[0]?.[0] ?? 'common.invalidInput';
        throw tooLarge
          ? new AppError(413, ERROR_CODES.payloadTooLarge, detail, errors)
          : new AppError(400, ERROR_CODES.validation, detail, errors);
      }

      const current = await findUserRow(app.db, authUser.id);
      if (current?.verificationStatus === 'approved' && current.isVerified) throw conflict(M.alreadyVerified);

      const stored: string[] = [];
      try {
        for (const file of files) stored.push(await storeUpload(app.config.dataDir, file.data, file.type));
        await app.db.transaction(async (tx) => {
          const { company_name, phone_number } = parsed.data;
          await tx
            .update(users)
            .set({ phoneNumber: phone_number, updatedAt: sql`now()` })
            .where(eq(users.id, authUser.id));
          await tx
            .insert(operatorProfiles)
            .values({
              userId: authUser.id,
              companyName: company_name,
              verificationStatus: 'pending',
              submittedAt: sql`now()`,
            })
            .onConflictDoUpdate({
              target: operatorProfiles.userId,
              set: {
                companyName: company_name,
                verificationStatus: 'pending',
                rejectionReason: null,
                submittedAt: sql`now()`,
                reviewedAt: null,
                reviewedBy: null,
              },
            });
          if (files.length > 0) {
            await tx.insert(verificationDocuments).values(
              files.map((file, i) => ({
                userId: authUser.id,
                kind: file.kind,
                storageKey: stored[i]!,
                originalName: file.name.slice(0, 200),
                contentType: file.type,
                sizeBytes: file.data.length,
              })),
            );
          }
          await notify(tx, authUser.id, 'info', 'notifications.verificationSubmittedTitle', {
            key: 'notifications.verificationSubmitted',
            values: { company: company_name },
          });
          const admins = await tx.select({ id: users.id }).from(users).where(eq(users.type, 'admin'));
          for (const admin of admins) {
            await notify(tx, admin.id, 'system', 'notifications.verificationToReviewTitle', {
              key: 'notifications.verificationToReview',
              values: { company: company_name },
            });
          }
        });
      } catch (err) {
        await Promise.all(stored.map((key) => removeUpload(app.config.dataDir, key)));
        throw err;
      }
      return getUser(app.db, authUser.id);
    },
  });
};
