import { randomBytes } from 'node:crypto';
import {
  payoutReversedPosting,
  payoutRequestedPosting,
  type AdminPayout,
  type Language,
  type Page,
  type Payout,
  type PayoutStatusName,
  type RequestPayoutInput,
} from '@dala/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { operatorProfiles, payoutMethods, payouts, users } from '../../db/schema';
import { conflict, notFound, validationError } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { payoutProvider } from '../../lib/payments';
import { operatorBalances, postLedger } from '../ledger';
import { minimumPayoutMinor } from './earnings.service';
import { lockOwnMethod } from './methods.service';
import { payoutSendJob } from './payout-jobs';
import { tellOperator } from './payout-sending';
import { recordAudit } from '../audit';
import { formatAmount, toPayout, type PayoutMethodRow, type PayoutRow } from './payout-view';

/**
 * Payout requests (issue 14): an operator asks to be paid (part of) its available balance in one
 * currency to a verified method; an admin approves (the job queue sends it) or rejects it (the money
 * returns to available). One open payout per operator: the partial unique index
 * payouts_one_open_per_operator makes a second concurrent request lose, answered 409.
 */

const OPEN_STATUSES = ['requested', 'approved', 'sending'] as const;

/** Our reference at the provider: `PO` and 20 upper-case hex digits (alphanumeric, 22 ≤ 30 characters). */
function newPayoutReference(): string {
  return `PO${randomBytes(10).toString('hex').toUpperCase()}`;
}

/** Postgres unique violation of that index (both drivers put the SQLSTATE on the error or its cause). */
function violates(err: unknown, constraint: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}

async function withMethods(db: Database, rows: PayoutRow[]): Promise<Map<string, PayoutMethodRow>> {
  const ids = [...new Set(rows.map((r) => r.methodId))];
  if (ids.length === 0) return new Map();
  const methods = await db.select().from(payoutMethods).where(inArray(payoutMethods.id, ids));
  return new Map(methods.map((m) => [m.id, m]));
}

/** Answers in the operator's `language` (its request's). */
export async function requestPayout(
  app: FastifyInstance,
  operatorId: string,
  input: RequestPayoutInput,
  language: Language,
): Promise<Payout> {
  try {
    return await app.db.transaction(async (tx) => {
      // The method's row lock also keeps it from being removed while this request is written.
      const method = await lockOwnMethod(tx, operatorId, input.method_id);
      if (method.status !== 'verified') throw validationError({ method_id: ['payouts.methodUnverified'] });
      const [open] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.operatorId, operatorId), inArray(payouts.status, [...OPEN_STATUSES])));
      if (open) throw conflict('payouts.alreadyOpen');
      // Read inside the transaction: a concurrent request either committed (and its open payout makes
      // this insert fail) or did not (and this one wins).
      const balance = (await operatorBalances(tx, operatorId)).find((b) => b.currency === input.currency);
      const available = balance?.availableMinor ?? 0;
      const minimum = minimumPayoutMinor(input.currency);
      if (input.amount_cents === undefined && available <= 0) {
        throw validationError({
          amount_cents: [{ key: 'payouts.nothingAvailable', values: { currency: input.currency } }],
        });
      }
      const amount = input.amount_cents ?? available;
      if (amount > available) {
        throw validationError({
          amount_cents: [
            { key: 'payouts.overAvailable', values: { available: formatAmount(available, input.currency) } },
          ],
        });
      }
      if (amount < minimum) {
        throw validationError({
          amount_cents: [
            { key: 'payouts.belowMinimum', values: { minimum: formatAmount(minimum, input.currency) } },
          ],
        });
      }
      const [row] = await tx
        .insert(payouts)
        .values({
          operatorId,
          methodId: method.id,
          amountMinor: amount,
          currency: input.currency,
          reference: newPayoutReference(),
        })
        .returning();
      await postLedger(
        tx,
        payoutRequestedPosting({ operatorId, amountMinor: amount, currency: input.currency }),
        {
          key: `payout-request:${row!.id}`,
          payoutId: row!.id,
          memo: row!.reference,
        },
      );
      return toPayout(row!, method, language);
    });
  } catch (err) {
    if (violates(err, 'payouts_one_open_per_operator')) throw conflict('payouts.alreadyOpen');
    throw err;
  }
}

/** An operator's payouts, newest first; why one failed in the reader's `language`. */
export async function operatorPayouts(
  db: Database,
  operatorId: string,
  page: number,
  pageSize: number,
  language: Language,
): Promise<Page<Payout>> {
  const where = eq(payouts.operatorId, operatorId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.requestedAt), desc(payouts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  const methods = await withMethods(db, rows);
  return {
    items: rows.map((r) => toPayout(r, methods.get(r.methodId)!, language)),
    total: Number(total?.n ?? 0),
    page,
    page_size: pageSize,
  };
}

export async function openPayout(
  db: Database,
  operatorId: string,
  language: Language,
): Promise<Payout | null> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.operatorId, operatorId), inArray(payouts.status, [...OPEN_STATUSES])));
  if (!row) return null;
  const methods = await withMethods(db, [row]);
  return toPayout(row, methods.get(row.methodId)!, language);
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────────────

/** Payouts as an admin reads them, in the admin's `language`. */
async function adminView(db: Database, rows: PayoutRow[], language: Language): Promise<AdminPayout[]> {
  if (rows.length === 0) return [];
  const methods = await withMethods(db, rows);
  const operatorIds = [...new Set(rows.map((r) => r.operatorId))];
  const operators = await db
    .select({ id: users.id, email: users.email, companyName: operatorProfiles.companyName })
    .from(users)
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
    .where(inArray(users.id, operatorIds));
  const byId = new Map(operators.map((o) => [o.id, o]));
  return rows.map((r) => {
    const operator = byId.get(r.operatorId);
    return {
      ...toPayout(r, methods.get(r.methodId)!, language),
      operator: {
        id: r.operatorId,
        company_name: operator?.companyName ?? null,
        email: operator?.email ?? '',
      },
    };
  });
}

export async function adminPayouts(
  db: Database,
  query: { status?: PayoutStatusName; page: number; page_size: number },
  language: Language,
): Promise<Page<AdminPayout>> {
  const where: SQL | undefined = query.status ? eq(payouts.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.requestedAt), desc(payouts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return {
    items: await adminView(db, rows, language),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

async function lockRequested(tx: Database, payoutId: string): Promise<PayoutRow> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!row) throw notFound('payouts.notFound');
  if (row.status !== 'requested') {
    throw conflict({
      key: 'payouts.notRequested',
      values: { status: { key: `payouts.statusName.${row.status}` } },
    });
  }
  return row;
}

/** Approves a requested payout; the job queue sends it after this commits. */
export async function approvePayout(
  app: FastifyInstance,
  adminId: string,
  payoutId: string,
  language: Language,
): Promise<AdminPayout> {
  return app.db.transaction(async (tx) => {
    await lockRequested(tx, payoutId);
    if (!payoutProvider(app)) throw conflict('payouts.noProvider');
    const [row] = await tx
      .update(payouts)
      .set({ status: 'approved', decidedBy: adminId, decidedAt: new Date() })
      .where(eq(payouts.id, payoutId))
      .returning();
    await enqueue(tx, payoutSendJob, { payoutId }, { dedupeKey: `payout-send:${payoutId}` });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payout.approve',
      targetType: 'payout',
      targetId: payoutId,
      before: { status: 'requested' },
      after: { status: 'approved' },
    });
    return (await adminView(tx, [row!], language))[0]!;
  });
}

/** Rejects a requested payout: the amount returns to available, the operator is told why. */
export async function rejectPayout(
  app: FastifyInstance,
  adminId: string,
  payoutId: string,
  /** The admin's own words: kept and shown as typed. */
  reason: string,
  language: Language,
): Promise<AdminPayout> {
  return app.db.transaction(async (tx) => {
    const payout = await lockRequested(tx, payoutId);
    await postLedger(
      tx,
      payoutReversedPosting({
        operatorId: payout.operatorId,
        amountMinor: payout.amountMinor,
        currency: payout.currency,
      }),
      { key: `payout-reversed:${payout.id}`, payoutId: payout.id, memo: payout.reference },
    );
    const now = new Date();
    const [row] = await tx
      .update(payouts)
      .set({
        status: 'rejected',
        decidedBy: adminId,
        decidedAt: now,
        completedAt: now,
        failureReason: reason,
        failureMessage: null,
      })
      .where(eq(payouts.id, payoutId))
      .returning();
    const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.id, payout.methodId));
    await tellOperator(tx, row!, method!, 'rejected', reason);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payout.reject',
      targetType: 'payout',
      targetId: payoutId,
      before: { status: 'requested' },
      after: { status: 'rejected', failure_reason: reason },
      reason,
    });
    return (await adminView(tx, [row!], language))[0]!;
  });
}
