/**
 * Fuzz test generated from the OpenAPI document (GET /api/docs): every operation, as a guest and as
 * each role, gets its valid request and then requests where exactly one value is malformed (NUL bytes,
 * lone surrogates, integers past 2^31-1, impossible dates, 10 000-character strings, wrong JSON types,
 * bad percent-encoding, over-long path parameters, broken multipart forms, broken bodies and tokens).
 * No answer may be a 5xx, and every error answer must be JSON of exactly the shape
 * { detail, code, fields? } (ARCHITECTURE §4) without echoing the raw URL.
 *
 * Bounded: at most 10 000 requests (FUZZ_MAX_REQUESTS), about 20 s of requests on PGlite.
 * Seeded: FUZZ_SEED=<n> replays a run (the seed is printed with the failures). FUZZ_REPORT=<file>
 * also writes the list of distinct failures to that file; FUZZ_TRACE=<file> writes one line per
 * request (target, role, mutation, status, answer excerpt), to see how deep the requests reach.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { pngImage } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { excerpt, FailureLog, problemsOf, type Answer } from '../fuzz/check';
import {
  GOOGLE_CLIENT_ID,
  googleSigner,
  refreshFixtures,
  ROLES,
  setupFixtures,
  type Fixtures,
  type Role,
} from '../fuzz/fixtures';
import { authMutations, mutationsOf, thin, VALID, type Mutation } from '../fuzz/mutations';
import { operationsOf, type OpenApiDocument } from '../fuzz/openapi';
import { fuzzSeed, mulberry32 } from '../fuzz/prng';
import { rawCases, sendRaw } from '../fuzz/raw-http';
import {
  baseRequest,
  endsSession,
  FRESH_KEY,
  injectOptionsOf,
  multipartBase,
  targetsOf,
  type RequestSpec,
  type Target,
} from '../fuzz/requests';

/** Cap on requests of one run (with the transport routes a run plans about 8 000); FUZZ_MAX_REQUESTS overrides it. */
const MAX_REQUESTS = Number(process.env.FUZZ_MAX_REQUESTS) || 10_000;
/** Mutations replayed for each role other than the one that gets them all, allowed in… */
const ALLOWED_ROLE_SAMPLE = 6;
/** …and for roles the operation turns away (401/403). */
const REFUSED_ROLE_SAMPLE = 3;
const BAD_AUTH_PER_TARGET = 2;
/** The role that gets every mutation: the first of these the operation lets in. */
const PREFERENCE: Role[] = ['traveler', 'tour_operator', 'transporter', 'admin', 'guest'];

const seed = fuzzSeed();
let t: TestApp;
let fx: Fixtures;
let png: Buffer;

beforeAll(async () => {
  const google = await googleSigner();
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID },
    beforeReady: (app) => app.decorate('googleKeys', google.keys),
  });
  fx = await setupFixtures(t.app, google);
  png = await pngImage(400, 250);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function failureReport(title: string, log: FailureLog): string {
  return (
    `${title}: ${log.size} distinct failures (${log.total} failing requests) — seed ${seed} ` +
    `(replay with FUZZ_SEED=${seed})\n  ${log.summary()}\n\n${log.lines().join('\n')}`
  );
}

function writeReport(text: string, append: boolean) {
  const file = process.env.FUZZ_REPORT;
  if (!file) return;
  writeFileSync(file, `${text}\n\n`, { flag: append ? 'a' : 'w' });
}

/** A throwaway user of `role`, for routes that end the session they are called with. */
function throwaway(role: Exclude<Role, 'guest'>): Promise<TestUser> {
  switch (role) {
    case 'traveler':
      return createUser(t.app);
    case 'tour_operator':
      return createUser(t.app, { type: 'operator', operator_type: 'tour_operator', is_verified: true });
    case 'transporter':
      return createUser(t.app, { type: 'operator', operator_type: 'transporter', is_verified: true });
    case 'unverified_operator':
      return createUser(t.app, { type: 'operator', operator_type: 'transporter', is_verified: false });
    case 'admin':
      return createUser(t.app, { type: 'admin' });
  }
}

async function credentials(target: Target, role: Role): Promise<Record<string, string>> {
  if (role === 'guest') return {};
  if (endsSession(target.op)) {
    const user = await throwaway(role);
    return { authorization: `Bearer ${user.accessToken}`, cookie: `dala_refresh=${user.refreshToken}` };
  }
  return role === 'unverified_operator' ? fx.targetOperator.authHeader : fx.users[role].authHeader;
}

function describeRequest(method: string, url: string, spec: RequestSpec, mutation: Mutation): string {
  const body = spec.body;
  const bodyText =
    body?.kind === 'json'
      ? JSON.stringify(body.value)
      : body?.kind === 'raw'
        ? `<${mutation.label}>`
        : body?.kind === 'multipart'
          ? `<multipart: ${mutation.kind === 'valid' ? 'valid form' : mutation.label}>`
          : '';
  return excerpt(`${method} ${url}${bodyText ? ` ${bodyText}` : ''}`, 220);
}

describe('fuzz: every operation of the OpenAPI document', () => {
  it('answers malformed input with a 4xx of the error shape, never a 5xx', { timeout: 400_000 }, async () => {
    const started = Date.now();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const ops = operationsOf(docs.json<OpenApiDocument>());
    expect(ops.length).toBeGreaterThan(30);
    const targets = targetsOf(ops);

    const rng = mulberry32(seed);
    const log = new FailureLog();
    const harnessErrors: string[] = [];
    let sent = 0;
    let capped = false;
    let keyCounter = 0;
    const trace = process.env.FUZZ_TRACE;
    if (trace) writeFileSync(trace, '');

    async function send(target: Target, role: Role, base: RequestSpec, mutation: Mutation) {
      if (sent >= MAX_REQUESTS) {
        capped = true;
        return undefined;
      }
      let spec: RequestSpec = { ...base, headers: { ...base.headers, ...(await credentials(target, role)) } };
      spec = mutation.apply(spec);
      const headers = { ...spec.headers };
      for (const [name, value] of Object.entries(headers)) {
        if (value === FRESH_KEY) headers[name] = `fuzz-${seed}-${++keyCounter}`;
      }
      spec = { ...spec, headers };
      const options = injectOptionsOf(target, spec);
      sent++;
      let answer: Answer;
      try {
        const res = await t.app.inject(options);
        answer = { status: res.statusCode, headers: res.headers, body: res.body };
      } catch (err) {
        harnessErrors.push(`${target.label} ${mutation.slot}=${mutation.label}: ${String(err)}`);
        return undefined;
      }
      if (trace) {
        appendFileSync(
          trace,
          `${target.label} | ${role} | ${mutation.kind} | ${mutation.slot} = ${excerpt(mutation.label, 40)} | ` +
            `${answer.status} | ${excerpt(answer.body, 100)}\n`,
        );
      }
      const problems = problemsOf(answer, { rawUrl: String(options.url), echo: mutation.echo });
      if (problems.length > 0) {
        log.add({
          method: target.op.method,
          route: target.label.slice(target.op.method.length + 1),
          kind: mutation.kind,
          role,
          status: answer.status,
          problem: problems.map((p) => p.problem).join(' + '),
          note: problems.flatMap((p) => (p.note ? [p.note] : [])).join('; ') || undefined,
          body: answer.body,
          slot: mutation.slot,
          label: mutation.label,
          request: describeRequest(target.op.method, String(options.url), spec, mutation),
          rawUrl: String(options.url),
        });
      }
      return answer;
    }

    // The plan: every mutation of every target for its first allowed role; if the document grows past
    // the budget, each target's list is thinned (seeded), keeping one mutation of each slot and kind.
    const plans = targets.map((target) => ({
      target,
      mutations: mutationsOf(target.op, rng, {
        multipartForm: multipartBase(target, png),
        cookies: endsSession(target.op),
      }),
    }));
    const perTarget = ROLES.length + (ROLES.length - 1) * ALLOWED_ROLE_SAMPLE + BAD_AUTH_PER_TARGET;
    const room = MAX_REQUESTS - targets.length * perTarget;
    const planned = plans.reduce((n, p) => n + p.mutations.length, 0);
    const thinned = planned > room;
    if (thinned) {
      for (const plan of plans) plan.mutations = thin(plan.mutations, room / planned, rng);
    }

    for (const { target, mutations } of plans) {
      await refreshFixtures(t.app, fx, target.label);
      const roles: Role[] = target.roles ?? [...ROLES];
      const bases = new Map(roles.map((role) => [role, baseRequest(fx, target, role, png)]));
      const allowed: Role[] = [];
      for (const role of roles) {
        const answer = await send(target, role, bases.get(role)!, VALID);
        if (answer && answer.status !== 401 && answer.status !== 403) allowed.push(role);
      }
      const primary =
        PREFERENCE.find((r) => allowed.includes(r)) ?? roles.find((r) => allowed.includes(r)) ?? roles[0]!;
      for (const mutation of mutations) await send(target, primary, bases.get(primary)!, mutation);
      for (const role of roles) {
        if (role === primary) continue;
        const count = allowed.includes(role) ? ALLOWED_ROLE_SAMPLE : REFUSED_ROLE_SAMPLE;
        for (const mutation of rng.sample(mutations, count))
          await send(target, role, bases.get(role)!, mutation);
      }
      for (const mutation of rng.sample(authMutations(rng), BAD_AUTH_PER_TARGET)) {
        await send(target, primary, bases.get(primary)!, mutation);
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const report = failureReport(
      `fuzz (inject): ${ops.length} operations, ${targets.length} targets, ${sent} requests in ${seconds} s` +
        (thinned ? ` (mutations thinned to fit ${MAX_REQUESTS} requests)` : ''),
      log,
    );
    console.log(report.split('\n\n')[0]);
    writeReport(report, false);
    expect(harnessErrors, 'requests the harness could not send').toEqual([]);
    expect(capped, `more than ${MAX_REQUESTS} requests planned`).toBe(false);
    expect(log.lines(), report).toEqual([]);
  });

  it(
    'answers malformed HTTP on a real socket with a 4xx of the error shape',
    { timeout: 60_000 },
    async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const log = new FailureLog();
      const unanswered: string[] = [];
      for (const c of rawCases(fx.main.id)) {
        const answer = await sendRaw(port, c.bytes);
        if (!answer.answered) {
          unanswered.push(c.label);
          continue;
        }
        const target = /^\S+ (\S+)/.exec(c.bytes.subarray(0, 300).toString('latin1'))?.[1] ?? '';
        const echo = ['%E0%A4%A', `${fx.main.id}%00`, 'a'.repeat(200)];
        const problems = problemsOf(answer, { rawUrl: target.length > 12 ? target : undefined, echo });
        if (problems.length > 0) {
          log.add({
            method: 'RAW',
            route: c.label,
            kind: 'raw-http',
            role: 'guest',
            status: answer.status,
            problem: problems.map((p) => p.problem).join(' + '),
            note: problems.flatMap((p) => (p.note ? [p.note] : [])).join('; ') || undefined,
            body: answer.body,
            slot: 'socket',
            label: c.label,
            request: excerpt(c.bytes.subarray(0, 200).toString('latin1'), 160),
            rawUrl: target,
          });
        }
      }
      const report = failureReport(`fuzz (raw socket): ${rawCases(0).length} cases`, log);
      console.log(
        `${report.split('\n\n')[0]}${unanswered.length ? `\n  closed without an answer: ${unanswered.join(', ')}` : ''}`,
      );
      writeReport(report, true);
      expect(log.lines(), report).toEqual([]);
    },
  );
});
