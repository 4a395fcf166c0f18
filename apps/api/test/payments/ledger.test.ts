import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PROVIDER, paymentProviderNamed } from '../../src/lib/payments';
import { operatorBalances, unbalancedTransactions } from '../../src/modules/ledger';
import { earningsReleaseJob, paymentStatusCheckJob } from '../../src/modules/payments/money-jobs';
import { paidSafariBooking } from '../bookings/helpers';
import { createTestApp, type TestApp } from '../test-app';

// The ledger through the real flows (issue 14): a deposit paid by mobile money, a cancellation's refund,
// the earnings released after the trip, and the database's own refusal of an unbalanced posting.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const runJob = (job: typeof earningsReleaseJob) =>
  job.run({}, { app: t.app, log: t.app.log, attempt: 1 } as unknown as Parameters<typeof job.run>[1]);

async function movements(bookingId: string) {
  const rows = await t.app.db.execute(sql`
    select t.movement, e.account, e.amount_minor::int as amount, e.currency
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.booking_id = ${bookingId}::uuid order by t.id, e.id`);
  return rows.rows as { movement: string; account: string; amount: number; currency: string }[];
}

describe('the ledger', () => {
  it('records a mobile-money deposit in USD with the TZS charged and the rate, and the commission stored on the booking', async () => {
    const { bookingId, operator } = await paidSafariBooking(t.app, 'ledger-deposit');
    const booking = (
      await t.app.db.execute(
        sql`select commission_basis_points, deposit_cents, currency from bookings where id = ${bookingId}::uuid`,
      )
    ).rows[0]!;
    expect(booking).toMatchObject({ commission_basis_points: 1000, currency: 'USD' });
    const payment = (
      await t.app.db
        .execute(sql`select amount_cents, currency, charged_amount_minor, charged_currency, tzs_per_usd_hundredths, channel
        from payments where booking_id = ${bookingId}::uuid`)
    ).rows[0]!;
    const deposit = Number(booking.deposit_cents);
    // The default rate (TZS_PER_USD 2500) in hundredths; whole shillings.
    expect(payment).toMatchObject({
      currency: 'USD',
      charged_currency: 'TZS',
      tzs_per_usd_hundredths: 250_000,
      channel: 'mixx',
    });
    expect(Number(payment.charged_amount_minor)).toBe(deposit * 2500);
    const commission = Math.round(deposit / 10);
    expect(await movements(bookingId)).toEqual([
      { movement: 'payment_received', account: 'provider_cash', amount: deposit, currency: 'USD' },
      {
        movement: 'payment_received',
        account: 'operator_pending',
        amount: -(deposit - commission),
        currency: 'USD',
      },
      { movement: 'payment_received', account: 'platform_commission', amount: -commission, currency: 'USD' },
    ]);
    const [balance] = await operatorBalances(t.app.db, operator.user.id);
    expect(balance).toMatchObject({ currency: 'USD', pendingMinor: deposit - commission, availableMinor: 0 });
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  });

  it('an operator cancellation refunds everything and gives back all the commission', async () => {
    const { bookingId, operator } = await paidSafariBooking(t.app, 'ledger-cancel');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${bookingId}/cancel`,
      headers: operator.authHeader,
      payload: { reason: 'Vehicle breakdown' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const byAccount = (await movements(bookingId)).reduce<Record<string, number>>((sums, m) => {
      sums[m.account] = (sums[m.account] ?? 0) + m.amount;
      return sums;
    }, {});
    expect(byAccount).toEqual({ provider_cash: 0, operator_pending: 0, platform_commission: 0 });
    const refund = (
      await t.app.db.execute(
        sql`select amount_cents, charged_amount_minor, charged_currency, payment_id is not null as linked from refunds where booking_id = ${bookingId}::uuid`,
      )
    ).rows[0]!;
    expect(refund).toMatchObject({ charged_currency: 'TZS', linked: true });
    expect(Number(refund.charged_amount_minor)).toBe(Number(refund.amount_cents) * 2500);
    expect((await operatorBalances(t.app.db, operator.user.id))[0]).toMatchObject({ pendingMinor: 0 });
  });

  it('releases the earning once the safari is over, once, whoever runs the job', async () => {
    const { bookingId, operator } = await paidSafariBooking(t.app, 'ledger-release');
    const before = (await operatorBalances(t.app.db, operator.user.id))[0]!;
    expect(before.pendingMinor).toBeGreaterThan(0);
    await runJob(earningsReleaseJob);
    expect((await operatorBalances(t.app.db, operator.user.id))[0]).toEqual(before);
    // The safari ended yesterday (the ledger is append-only; the booking is not).
    await t.app.db.execute(sql`alter table bookings disable trigger user`);
    await t.app.db
      .execute(sql`update bookings set status = 'completed', start_date = current_date - 5, end_date = current_date - 1
      where id = ${bookingId}::uuid`);
    await t.app.db.execute(sql`alter table bookings enable trigger user`);
    await Promise.all([runJob(earningsReleaseJob), runJob(earningsReleaseJob)]);
    await runJob(earningsReleaseJob);
    expect((await operatorBalances(t.app.db, operator.user.id))[0]).toMatchObject({
      pendingMinor: 0,
      availableMinor: before.pendingMinor,
    });
    expect((await movements(bookingId)).filter((m) => m.movement === 'earnings_released')).toHaveLength(2);
  });

  it('refuses an unbalanced posting at commit, and any change to a posted entry', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        const [row] = (
          await tx.execute(
            sql`insert into ledger_transactions (key, movement) values ('test:unbalanced', 'provider_fee') returning id`,
          )
        ).rows;
        await tx.execute(sql`insert into ledger_entries (transaction_id, account, amount_minor, currency)
          values (${row!.id}, 'provider_fees', 100, 'USD'), (${row!.id}, 'provider_cash', -99, 'USD')`);
      }),
    ).rejects.toThrow();
    expect(
      (await t.app.db.execute(sql`select 1 from ledger_transactions where key = 'test:unbalanced'`)).rows,
    ).toHaveLength(0);
    await expect(
      t.app.db.execute(sql`update ledger_entries set amount_minor = amount_minor + 1`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

describe('pending payments asked about again', () => {
  it('applies the provider’s answer to a status query when the webhook never came, once', async () => {
    const { bookingId } = await paidSafariBooking(t.app, 'ledger-query-first');
    const sandbox = paymentProviderNamed(t.app, SANDBOX_PROVIDER)!;
    const asked: string[] = [];
    const original = sandbox.queryStatus.bind(sandbox);
    sandbox.queryStatus = async (charge) => {
      asked.push(charge.providerReference);
      return { state: 'succeeded', providerState: 'COMPLETED' };
    };
    try {
      // The same payment as if its webhook had been lost: still pending, due for a question.
      await t.app.db
        .execute(sql`update payments set status = 'pending', next_check_at = now() - interval '1 second', completed_at = null
        where booking_id = ${bookingId}::uuid`);
      await runJob(paymentStatusCheckJob as unknown as typeof earningsReleaseJob);
      expect(asked).toHaveLength(1);
      const row = (
        await t.app.db.execute(
          sql`select status, provider_state, check_attempts from payments where booking_id = ${bookingId}::uuid`,
        )
      ).rows[0]!;
      expect(row).toMatchObject({ status: 'succeeded', provider_state: 'COMPLETED', check_attempts: 1 });
      // Already received: the second answer posts nothing more.
      expect((await movements(bookingId)).filter((m) => m.movement === 'payment_received')).toHaveLength(3);
      await runJob(paymentStatusCheckJob as unknown as typeof earningsReleaseJob);
      expect(asked).toHaveLength(1);
    } finally {
      sandbox.queryStatus = original;
    }
  });
});
