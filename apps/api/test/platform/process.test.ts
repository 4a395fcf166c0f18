import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { API_ROOT } from '../../src/lib/paths';
import { pgliteDataDirCopy } from '../test-app';

// The real entry point, bundled as `npm run build` does, into a folder of this test run's own (so
// start-up time measures the server, not an on-the-fly TypeScript compiler).
const bundleDir = join(API_ROOT, `.test-dist-${process.pid}`);
beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: API_ROOT,
    env: { ...process.env, BUILD_OUT_DIR: bundleDir },
    stdio: 'ignore',
  });
}, 60_000);

/** Starts the server as its own process. */
function startProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(bundleDir, 'main.js')], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      JWT_SECRET: 'process-test-secret-long-enough-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      // As `npm start` does: production with the payment sandbox explicitly allowed.
      PAYMENTS_ALLOW_SANDBOX: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir() {
  const dir = pgliteDataDirCopy();
  dirs.push(dir);
  return dir;
}

describe('the server process', { timeout: 60_000 }, () => {
  it('exits 1 with one line naming the variable on a bad PORT', async () => {
    const p = startProcess({ PORT: 'eighty', DATA_DIR: dataDir() });
    expect(await p.exited).toBe(1);
    expect(p.output().stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "eighty")',
    );
  });

  it('refuses the payment sandbox in production, one line per bad payment setting', async () => {
    const p = startProcess({
      DATA_DIR: dataDir(),
      PAYMENTS_ALLOW_SANDBOX: '',
      CLICKPESA_CLIENT_ID: 'only-the-id',
    });
    expect(await p.exited).toBe(1);
    expect(p.output().stderr.trim().split('\n')).toEqual([
      'Invalid configuration: CLICKPESA_API_KEY is missing: ClickPesa needs CLICKPESA_CLIENT_ID, CLICKPESA_API_KEY, CLICKPESA_CHECKSUM_KEY (or none of them)',
      'Invalid configuration: CLICKPESA_CHECKSUM_KEY is missing: ClickPesa needs CLICKPESA_CLIENT_ID, CLICKPESA_API_KEY, CLICKPESA_CHECKSUM_KEY (or none of them)',
      'Invalid configuration: No payment provider is configured: set a provider\'s credentials (README, "Payments"), or PAYMENTS_ALLOW_SANDBOX=true for a demo',
    ]);
  });

  it('exits 1 with one line on a malformed DATABASE_URL', async () => {
    const p = startProcess({ DATABASE_URL: 'mysql://db/app', DATA_DIR: dataDir() });
    expect(await p.exited).toBe(1);
    expect(p.output().stderr.trim()).toMatch(
      /^Invalid configuration: DATABASE_URL must start with postgres:\/\//,
    );
  });

  it('exits 1 within 10 s when the PostgreSQL server is down', async () => {
    const port = await freePort(); // nothing listens there
    const started = Date.now();
    const p = startProcess({
      DATABASE_URL: `postgres://dala:secret@127.0.0.1:${port}/dala`,
      DATA_DIR: dataDir(),
    });
    expect(await p.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const { stderr } = p.output();
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Cannot connect to the database at DATABASE_URL postgres:\/\/dala:\*\*\*@127\.0\.0\.1/,
    );
    expect(stderr).not.toContain('secret');
  });

  it('exits 1 naming the port when it is in use', async () => {
    const blocker: Server = await new Promise((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => resolve(s));
    });
    const { port } = blocker.address() as { port: number };
    const p = startProcess({ PORT: String(port), DATA_DIR: dataDir() });
    expect(await p.exited).toBe(1);
    expect(p.output().stderr.trim()).toBe(
      `Port ${port} is already in use on 127.0.0.1: set PORT to a free port`,
    );
    blocker.close();
  });

  it('serves, refuses a second process on the same DATA_DIR, and shuts down cleanly on SIGTERM', async () => {
    const dir = dataDir();
    const port = await freePort();
    const first = startProcess({ PORT: String(port), DATA_DIR: dir });
    children.push(first.child);
    await waitFor(() => first.output().stdout.includes('Dala Rides is running at'), 30_000);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    // Reference data (the places of Tanzania) is there even without demo data.
    const places = await fetch(`http://127.0.0.1:${port}/api/destinations?q=serengeti`);
    expect(JSON.stringify(await places.json())).toContain('Serengeti National Park');

    const second = startProcess({ PORT: String(await freePort()), DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toMatch(/already in use by another Dala Rides process/);

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/health`);
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output().stdout).toContain('"msg":"database closed"');
    expect(existsSync(join(dir, 'dala.lock'))).toBe(false);

    // The embedded database files were closed cleanly: they open again and answer.
    const reopened = await openPglite(dir);
    await reopened.ping();
    await reopened.close();
  });

  it('prints the URL and the demo accounts on a first start with demo data', async () => {
    const port = await freePort();
    const p = startProcess({ PORT: String(port), DATA_DIR: dataDir(), SEED_DEMO: 'true' });
    children.push(p.child);
    await waitFor(() => p.output().stdout.includes('Demo accounts'), 30_000);
    const { stdout } = p.output();
    expect(stdout).toContain(`Dala Rides is running at http://127.0.0.1:${port}`);
    for (const email of ['traveler@', 'operator@', 'transporter@', 'admin@']) expect(stdout).toContain(email);
    p.child.kill('SIGINT');
    expect(await p.exited).toBe(0);
  });
});
