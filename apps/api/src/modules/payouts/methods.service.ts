import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  PAYOUT_METHOD_CODE_ATTEMPTS,
  PAYOUT_METHOD_CODE_LIFETIME_S,
  renderMessage,
  tanzanianMsisdn,
  translate,
  type MessageKey,
  type MessageValues,
  type PayoutMethod,
} from '@dala/shared';
import type { z } from 'zod';
import type { addPayoutMethodSchema } from '@dala/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { payoutMethods, payouts, users } from '../../db/schema';
import { conflict, notFound, tooManyRequests, validationError } from '../../lib/errors';
import { userLanguage } from '../../lib/i18n';
import { enqueueMail } from '../../lib/jobs';
import { hitRateLimit } from '../../lib/rate-limit';
import { checkCurrentPassword } from '../auth';
import { methodLabel, toPayoutMethod, type PayoutMethodRow } from './payout-view';

/**
 * Where an operator is paid (issue 14): a mobile-money number or a bank account. Adding or removing one
 * takes the current password (checked and rate-limited as a password change is); a new method takes
 * payouts only once the operator has entered the 6-digit code mailed to the account's email — only its
 * sha256 is stored, it expires after 30 minutes and allows 5 tries.
 */

/** Live (not removed) methods an operator may keep. */
export const MAX_PAYOUT_METHODS = 5;
/** Codes mailed per operator per hour (adds and resends together). */
const CODES_PER_HOUR = 10;

type AddInput = z.output<typeof addPayoutMethodSchema>;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function listPayoutMethods(db: Database, operatorId: string): Promise<PayoutMethod[]> {
  const rows = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.operatorId, operatorId), ne(payoutMethods.status, 'removed')))
    .orderBy(asc(payoutMethods.createdAt));
  return rows.map((row) => toPayoutMethod(row));
}

/** The operator's own live method, locked (404 for another's, a removed one or an unknown id). */
export async function lockOwnMethod(
  tx: Database,
  operatorId: string,
  methodId: string,
): Promise<PayoutMethodRow> {
  const [row] = await tx
    .select()
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.id, methodId),
        eq(payoutMethods.operatorId, operatorId),
        ne(payoutMethods.status, 'removed'),
      ),
    )
    .for('update');
  if (!row) throw notFound('payouts.methodNotFound');
  return row;
}

/** A fresh code for the method: stored as its hash, mailed to the account's email (in the same transaction). */
async function issueCode(
  app: FastifyInstance,
  tx: Database,
  method: PayoutMethodRow,
): Promise<PayoutMethodRow> {
  const limit = await hitRateLimit(tx, `payout-method-code:${method.operatorId}`, 60 * 60);
  if (limit.count > CODES_PER_HOUR) {
    throw tooManyRequests(
      { key: 'payouts.resendTooOften', values: { count: Math.max(1, Math.ceil(limit.retryAfterS / 60)) } },
      limit.retryAfterS,
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [updated] = await tx
    .update(payoutMethods)
    .set({
      codeHash: hashCode(code),
      codeExpiresAt: sql`now() + make_interval(secs => ${PAYOUT_METHOD_CODE_LIFETIME_S})`,
      codeAttemptsLeft: PAYOUT_METHOD_CODE_ATTEMPTS,
    })
    .where(eq(payoutMethods.id, method.id))
    .returning();
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, method.operatorId));
  if (user) {
    const language = await userLanguage(tx, method.operatorId);
    const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
    const body = t('payouts.codeMailBody', { code, method: renderMessage(language, methodLabel(method)) });
    await enqueueMail(tx, {
      to: user.email,
      subject: t('payouts.codeMailSubject'),
      text: [t('mail.hello', { name: user.firstName }), '', body, '', t('mail.signature')].join('\n'),
    });
  }
  return updated!;
}

export async function addPayoutMethod(
  app: FastifyInstance,
  operatorId: string,
  input: AddInput,
): Promise<PayoutMethod> {
  await checkCurrentPassword(app, operatorId, input.current_password);
  let values: Pick<
    typeof payoutMethods.$inferInsert,
    'kind' | 'network' | 'phone' | 'bankName' | 'accountName' | 'accountNumber'
  >;
  if (input.kind === 'mobile_money') {
    const msisdn = tanzanianMsisdn(input.phone);
    if (!msisdn) throw validationError({ phone: ['payouts.phoneInvalid'] });
    values = { kind: 'mobile_money', network: input.network, phone: msisdn };
  } else {
    values = {
      kind: 'bank',
      bankName: input.bank_name,
      accountName: input.account_name,
      accountNumber: input.account_number.replace(/[\s-]/g, '').toUpperCase(),
    };
  }
  return app.db.transaction(async (tx) => {
    // One operator's method changes queue up behind its user row: the limit and the duplicate check hold.
    await tx.execute(sql`select 1 from users where id = ${operatorId}::uuid for update`);
    const live = await tx
      .select()
      .from(payoutMethods)
      .where(and(eq(payoutMethods.operatorId, operatorId), ne(payoutMethods.status, 'removed')));
    if (live.length >= MAX_PAYOUT_METHODS) {
      throw conflict({ key: 'payouts.methodLimit', values: { count: MAX_PAYOUT_METHODS } });
    }
    const duplicate = live.some((m) =>
      values.kind === 'mobile_money'
        ? m.kind === 'mobile_money' && m.phone === values.phone
        : m.kind === 'bank' && m.accountNumber === values.accountNumber && m.bankName === values.bankName,
    );
    if (duplicate) throw conflict('payouts.methodDuplicate');
    const [row] = await tx
      .insert(payoutMethods)
      .values({ operatorId, ...values })
      .returning();
    return toPayoutMethod(await issueCode(app, tx, row!));
  });
}

export async function resendPayoutMethodCode(
  app: FastifyInstance,
  operatorId: string,
  methodId: string,
): Promise<PayoutMethod> {
  return app.db.transaction(async (tx) => {
    const method = await lockOwnMethod(tx, operatorId, methodId);
    if (method.status === 'verified') throw conflict('payouts.methodAlreadyVerified');
    return toPayoutMethod(await issueCode(app, tx, method));
  });
}

type VerifyOutcome = { ok: true; method: PayoutMethod } | { ok: false; error: Error };

export async function verifyPayoutMethod(
  app: FastifyInstance,
  operatorId: string,
  methodId: string,
  code: string,
): Promise<PayoutMethod> {
  // A wrong code must still use up a try: the outcome is decided inside, the error thrown after commit.
  const outcome = await app.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const method = await lockOwnMethod(tx, operatorId, methodId);
    if (method.status === 'verified') throw conflict('payouts.methodAlreadyVerified');
    if (method.codeHash === null || method.codeAttemptsLeft <= 0) {
      return { ok: false, error: validationError({ code: ['payouts.codeNoTriesLeft'] }) };
    }
    if (method.codeExpiresAt === null || method.codeExpiresAt <= new Date()) {
      return { ok: false, error: validationError({ code: ['payouts.codeExpired'] }) };
    }
    if (!sameHash(method.codeHash, hashCode(code))) {
      const left = method.codeAttemptsLeft - 1;
      await tx.update(payoutMethods).set({ codeAttemptsLeft: left }).where(eq(payoutMethods.id, method.id));
      return {
        ok: false,
        error: validationError({
          code: [
            left > 0 ? { key: 'payouts.codeWrong', values: { count: left } } : 'payouts.codeNoTriesLeft',
          ],
        }),
      };
    }
    const [verified] = await tx
      .update(payoutMethods)
      .set({
        status: 'verified',
        verifiedAt: new Date(),
        codeHash: null,
        codeExpiresAt: null,
        codeAttemptsLeft: 0,
      })
      .where(eq(payoutMethods.id, method.id))
      .returning();
    return { ok: true, method: toPayoutMethod(verified!) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.method;
}

export async function removePayoutMethod(
  app: FastifyInstance,
  operatorId: string,
  methodId: string,
  currentPassword: string,
): Promise<void> {
  // The method must be the operator's before the password is even looked at (404 first, as for any id).
  const [exists] = await app.db
    .select({ id: payoutMethods.id })
    .from(payoutMethods)
    .where(
      and(
        eq(payoutMethods.id, methodId),
        eq(payoutMethods.operatorId, operatorId),
        ne(payoutMethods.status, 'removed'),
      ),
    );
  if (!exists) throw notFound('payouts.methodNotFound');
  await checkCurrentPassword(app, operatorId, currentPassword);
  await app.db.transaction(async (tx) => {
    const method = await lockOwnMethod(tx, operatorId, methodId);
    const [open] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(eq(payouts.methodId, method.id), inArray(payouts.status, ['requested', 'approved', 'sending'])),
      );
    if (open) throw conflict('payouts.methodInUse');
    await tx
      .update(payoutMethods)
      .set({ status: 'removed', codeHash: null, codeExpiresAt: null })
      .where(eq(payoutMethods.id, method.id));
  });
}
