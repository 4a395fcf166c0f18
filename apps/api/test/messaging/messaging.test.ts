import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidSafariBooking } from '../bookings/helpers';
import { createUser, outboxMails, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { transportWorld } from '../transport/fixtures';

let t: TestApp;
let operator: TestUser;
let traveler: TestUser;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, traveler, bookingId } = await paidSafariBooking(t.app, 'messaging-test'));
});
afterAll(() => t.close());

function call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? user.authHeader : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function unread(user: TestUser): Promise<number> {
  const res = await call(user, 'GET', '/messages/unread-count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().unread_total as number;
}

/** Lets every delayed burst email job run now. */
async function runUnreadMailJobsNow() {
  await t.app.db.execute(
    sql`update jobs set run_at = now() where kind = 'messaging-unread-mail' and done_at is null`,
  );
  await t.app.jobs.settle();
}

describe('a conversation about a booking', () => {
  let conversationId: string;

  it('is created by the first message of either party, and reused after', async () => {
    const first = await call(traveler, 'POST', '/messages/conversations', {
      booking_id: bookingId,
      body: '  Can we bring a child seat?  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      message: { body: 'Can we bring a child seat?', seq: 1 },
    });
    conversationId = first.json().conversation_id;

    const again = await call(operator, 'POST', '/messages/conversations', {
      booking_id: bookingId,
      body: 'Yes, we have one.',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ conversation_id: conversationId, created: false });
  });

  it('shows its subject and the other party to both sides', async () => {
    const travelerView = await call(traveler, 'GET', `/messages/conversations/${conversationId}`);
    expect(travelerView.statusCode, travelerView.body).toBe(200);
    const thread = travelerView.json();
    expect(thread.conversation.subject).toMatchObject({ kind: 'booking', booking_id: bookingId });
    expect(thread.conversation.subject.booking_reference).toMatch(/^DR-/);
    expect(thread.conversation.my_role).toBe('traveler');
    expect(thread.conversation.counterpart_name).toBe('Test Safaris Ltd');
    expect(thread.messages.map((m: { body: string; from_me: boolean }) => [m.body, m.from_me])).toEqual([
      ['Can we bring a child seat?', true],
      ['Yes, we have one.', false],
    ]);

    const inbox = await call(operator, 'GET', '/messages/conversations');
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().items[0]).toMatchObject({
      id: conversationId,
      my_role: 'operator',
      counterpart_name: 'Test Traveler',
      last_message: { body: 'Yes, we have one.', from_me: true },
    });
  });

  it('counts unread messages per reader and marks them read', async () => {
    // The operator answered: the operator read everything, the traveler has one unread.
    expect(await unread(operator)).toBe(0);
    expect(await unread(traveler)).toBe(1);
    await call(operator, 'POST', `/messages/conversations/${conversationId}/messages`, {
      body: 'See you soon',
    });
    expect(await unread(traveler)).toBe(2);
    const inbox = await call(traveler, 'GET', '/messages/conversations?unread=true');
    expect(inbox.json()).toMatchObject({ total: 1, unread_total: 2, items: [{ unread_count: 2 }] });

    const read = await call(traveler, 'POST', `/messages/conversations/${conversationId}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread_total: 0 });
    expect(await unread(traveler)).toBe(0);
    const none = await call(traveler, 'GET', '/messages/conversations?unread=true');
    expect(none.json()).toMatchObject({ total: 0, items: [] });
  });

  it('refuses empty and over-long messages with a field message, writing nothing', async () => {
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const res = await call(traveler, 'POST', `/messages/conversations/${conversationId}/messages`, {
        body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.body[0]).toMatch(body.length > 2000 ? /at most 2000/ : /Write a message/);
    }
    const atLimit = await call(traveler, 'POST', `/messages/conversations/${conversationId}/messages`, {
      body: 'y'.repeat(2000),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const missing = await call(traveler, 'POST', '/messages/conversations', { body: 'About what?' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.subject[0]).toMatch(/Choose what the message is about/);
    const thread = await call(operator, 'GET', `/messages/conversations/${conversationId}`);
    expect(thread.json().conversation.message_count).toBe(4);
  });

  it('is a 404 to anyone but its two parties, admins included', async () => {
    const stranger = await createUser(t.app);
    const otherOperator = await tourOperator(t.app);
    const admin = await createUser(t.app, { type: 'admin' });
    for (const user of [stranger, otherOperator, admin]) {
      const read = await call(user, 'GET', `/messages/conversations/${conversationId}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('not_found');
      const write = await call(user, 'POST', `/messages/conversations/${conversationId}/messages`, {
        body: 'hi',
      });
      expect(write.statusCode).toBe(404);
      const mark = await call(user, 'POST', `/messages/conversations/${conversationId}/read`);
      expect(mark.statusCode).toBe(404);
      const viaBooking = await call(user, 'POST', '/messages/conversations', {
        booking_id: bookingId,
        body: 'hi',
      });
      expect(viaBooking.statusCode).toBe(404);
      expect((await call(user, 'GET', '/messages/conversations')).json().total).toBe(0);
    }
    expect((await call(null, 'GET', '/messages/unread-count')).statusCode).toBe(401);
    // A malformed id is refused before any lookup.
    expect((await call(traveler, 'GET', '/messages/conversations/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('asking the operator before booking', () => {
  it('creates one conversation per traveler and safari, reused by the next question', async () => {
    const asker = await createUser(t.app);
    const { id: safariId } = await publishedGroupSafari(t.app, operator);
    const draft = await call(asker, 'GET', `/messages/draft?safari_id=${safariId}`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      conversation_id: null,
      counterpart_name: 'Test Safaris Ltd',
      subject: { kind: 'safari', safari_id: safariId },
    });
    const first = await call(asker, 'POST', '/messages/conversations', {
      safari_id: safariId,
      body: 'Is July good?',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(asker, 'POST', '/messages/conversations', {
      safari_id: safariId,
      body: 'And August?',
    });
    expect(second.json()).toMatchObject({ conversation_id: first.json().conversation_id, created: false });
    const redraft = await call(asker, 'GET', `/messages/draft?safari_id=${safariId}`);
    expect(redraft.json().conversation_id).toBe(first.json().conversation_id);

    // Another traveler's question is another conversation.
    const other = await createUser(t.app);
    const theirs = await call(other, 'POST', '/messages/conversations', {
      safari_id: safariId,
      body: 'Hello',
    });
    expect(theirs.json().created).toBe(true);

    // The operator's inbox filters: pre-booking questions, this listing.
    const pre = await call(operator, 'GET', '/messages/conversations?subject=pre_booking');
    expect(pre.json().total).toBe(2);
    const byListing = await call(operator, 'GET', `/messages/conversations?listing=safari:${safariId}`);
    expect(byListing.json().total).toBe(2);
    const booking = await call(operator, 'GET', '/messages/conversations?subject=booking');
    expect(
      booking.json().items.every((c: { subject: { kind: string } }) => c.subject.kind === 'booking'),
    ).toBe(true);
    const listings = await call(operator, 'GET', '/messages/listings');
    expect(listings.json().items).toContainEqual(expect.objectContaining({ key: `safari:${safariId}` }));
    expect((await call(operator, 'GET', '/messages/conversations?listing=nope')).statusCode).toBe(400);
  });

  it('works for a trip, and only for travelers: an operator cannot open a conversation with a stranger', async () => {
    const world = await transportWorld(t.app);
    const asker = await createUser(t.app);
    const asked = await call(asker, 'POST', '/messages/conversations', {
      trip_id: world.trip.id,
      body: 'Wifi?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const inbox = await call(world.transporter, 'GET', '/messages/conversations');
    expect(inbox.json().items[0].subject).toMatchObject({ kind: 'trip', trip_id: world.trip.id });

    const refused = await call(operator, 'POST', '/messages/conversations', {
      trip_id: world.trip.id,
      body: 'Hi',
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await call(asker, 'POST', '/messages/conversations', { safari_id: 999999, body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the unread email', () => {
  it('goes once per unread burst, never once per message, with the text escaped', async () => {
    const asker = await createUser(t.app, { email: 'burst-asker@test.dalarides.co.tz' });
    const { id: safariId } = await publishedGroupSafari(t.app, operator);
    const started = await call(asker, 'POST', '/messages/conversations', {
      safari_id: safariId,
      body: 'Question',
    });
    const conversationId = started.json().conversation_id as string;
    // The operator answers three times in a row: one burst for the traveler.
    for (const body of ['<b>One</b> & two', 'Second', 'Third']) {
      const res = await call(operator, 'POST', `/messages/conversations/${conversationId}/messages`, {
        body,
      });
      expect(res.statusCode).toBe(201);
    }
    await runUnreadMailJobsNow();
    await runUnreadMailJobsNow();
    let mails = outboxMails(t.dataDir, asker.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Unread message from Test Safaris Ltd');
    expect(mails[0]).toContain('&#60;b&#62;One&#60;/b&#62; &#38; two');
    expect(mails[0]).toContain(`/messages/${conversationId}`);

    // A new message before reading is the same burst: no second email.
    await call(operator, 'POST', `/messages/conversations/${conversationId}/messages`, { body: 'Fourth' });
    await runUnreadMailJobsNow();
    expect(outboxMails(t.dataDir, asker.user.email)).toHaveLength(1);

    // Read within the delay: no email for that burst.
    await call(asker, 'POST', `/messages/conversations/${conversationId}/read`);
    await call(operator, 'POST', `/messages/conversations/${conversationId}/messages`, { body: 'Fifth' });
    await call(asker, 'POST', `/messages/conversations/${conversationId}/read`);
    await runUnreadMailJobsNow();
    expect(outboxMails(t.dataDir, asker.user.email)).toHaveLength(1);

    // After reading, a new unread burst mails again.
    await call(operator, 'POST', `/messages/conversations/${conversationId}/messages`, { body: 'Sixth' });
    await runUnreadMailJobsNow();
    mails = outboxMails(t.dataDir, asker.user.email);
    expect(mails).toHaveLength(2);

    // One in-app notification per burst: three bursts started (3 messages, then Fifth, then Sixth).
    const notifications = await call(asker, 'GET', '/notifications');
    const titles = notifications.json().items.filter((n: { title: string }) => n.title === 'New message');
    expect(titles).toHaveLength(3);
  });

  it('runs once even when its job runs twice (another process, a replay)', async () => {
    const asker = await createUser(t.app, { email: 'replay-asker@test.dalarides.co.tz' });
    const { id: safariId } = await publishedGroupSafari(t.app, operator);
    const started = await call(asker, 'POST', '/messages/conversations', { safari_id: safariId, body: 'Q' });
    const conversationId = started.json().conversation_id as string;
    await call(operator, 'POST', `/messages/conversations/${conversationId}/messages`, { body: 'Answer' });
    // A copy of the burst's job, as a second process replaying it would run.
    await t.app.db.execute(sql`
      insert into jobs (kind, payload, run_at, max_attempts)
      select kind, payload, now(), max_attempts from jobs
       where kind = 'messaging-unread-mail' and payload->>'conversation_id' = ${conversationId}
         and payload->>'user_id' = ${asker.user.id}`);
    await runUnreadMailJobsNow();
    expect(outboxMails(t.dataDir, asker.user.email)).toHaveLength(1);
  });

  it('numbers concurrent messages without gaps and still queues one email check per burst', async () => {
    const asker = await createUser(t.app);
    const { id: safariId } = await publishedGroupSafari(t.app, operator);
    const [a, b] = await Promise.all([
      call(asker, 'POST', '/messages/conversations', { safari_id: safariId, body: 'First try' }),
      call(asker, 'POST', '/messages/conversations', { safari_id: safariId, body: 'Second try' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const conversationId = a.json().conversation_id as string;
    expect(b.json().conversation_id).toBe(conversationId);
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(operator, 'POST', `/messages/conversations/${conversationId}/messages`, { body: `Answer ${i}` }),
      ),
    );
    expect(sent.every((r) => r.statusCode === 201)).toBe(true);
    expect(sent.map((r) => r.json().seq as number).sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await unread(asker)).toBe(8);
    const jobs = await t.app.db.execute(sql`
      select count(*)::int as n from jobs
       where kind = 'messaging-unread-mail' and payload->>'conversation_id' = ${conversationId}
         and payload->>'user_id' = ${asker.user.id}`);
    expect((jobs.rows[0] as { n: number }).n).toBe(1);
  });
});
