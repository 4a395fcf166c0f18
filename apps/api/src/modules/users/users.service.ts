import type { User, VerificationDocument } from '@dala/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorProfiles, users, verificationDocuments } from '../../db/schema';
import { notFound } from '../../lib/errors';

const userColumns = {
  id: users.id,
  email: users.email,
  type: users.type,
  operatorType: users.operatorType,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  isVerified: users.isVerified,
  emailVerifiedAt: users.emailVerifiedAt,
  passwordHash: users.passwordHash,
  preferredLanguage: users.preferredLanguage,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  companyName: operatorProfiles.companyName,
  companyAddress: operatorProfiles.address,
  verificationStatus: operatorProfiles.verificationStatus,
  rejectionReason: operatorProfiles.rejectionReason,
  submittedAt: operatorProfiles.submittedAt,
  reviewedAt: operatorProfiles.reviewedAt,
};

/** users ⟕ operator_profiles, the columns the user object needs. */
export function selectUsers(db: Database) {
  return db.select(userColumns).from(users).leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id));
}

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** The user object of the API (never the password hash). */
export function toUser(row: UserRow): User {
  const isOperator = row.type === 'operator';
  return {
    id: row.id,
    email: row.email,
    type: row.type,
    operator_type: row.operatorType,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    is_verified: isOperator && row.isVerified,
    email_verified: row.emailVerifiedAt !== null,
    verification_status: isOperator ? (row.verificationStatus ?? 'not_submitted') : null,
    rejection_reason: isOperator && row.verificationStatus === 'rejected' ? row.rejectionReason : null,
    company_name: isOperator ? row.companyName : null,
    has_password: row.passwordHash !== null,
    preferred_language: row.preferredLanguage,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserRow(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  return row;
}

export async function getUser(db: Database, userId: string): Promise<User> {
  const row = await findUserRow(db, userId);
  if (!row) throw notFound('auth.userNotFound');
  return toUser(row);
}

type DocumentRow = typeof verificationDocuments.$inferSelect;

/** A document's API shape; `downloadBase` is the owner's or the admin's download path. */
export function toDocument(row: DocumentRow, downloadBase: string): VerificationDocument {
  return {
    id: row.id,
    kind: row.kind,
    original_name: row.originalName,
    content_type: row.contentType as VerificationDocument['content_type'],
    size_bytes: row.sizeBytes,
    uploaded_at: row.createdAt.toISOString(),
    download_url: `${downloadBase}/${row.id}`,
  };
}

export async function listDocuments(db: Database, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId))
    .orderBy(desc(verificationDocuments.createdAt));
}

export const OWNER_DOCUMENTS_PATH = '/api/users/me/documents';
export const ADMIN_DOCUMENTS_PATH = '/api/admin/documents';
