import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/lib/paths';

/**
 * Real API processes (`apps/api/src/main.ts`) on one PostgreSQL database, for the concurrency tests:
 * two of them behind no load balancer race exactly as production processes would.
 */
export class ApiProcesses {
  private readonly children: ChildProcess[] = [];
  private readonly dirs: string[] = [];
  /** What each process wrote (LOG_LEVEL error: its errors), for a failing test to show. */
  readonly outputs: string[] = [];

  /** Starts one process on `databaseUrl` and answers its base URL once /api/health answers. */
  async start(
    databaseUrl: string,
    jwtSecret: string,
    extraEnv: Record<string, string> = {},
  ): Promise<string> {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'dala-proc-'));
    this.dirs.push(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        WEB_DIST_DIR: join(dir, 'no-web-build'),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push(child);
    let output = '';
    const index = this.outputs.push('') - 1;
    const keep = (d: Buffer) => {
      output += d.toString();
      this.outputs[index] = output;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`API process exited: ${output}`);
      try {
        const res = await fetch(`${base}/api/health`);
        if (res.ok) return base;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`API process did not start: ${output}`);
  }

  /** Stops every process it started and removes their data folders. */
  async stopAll(): Promise<void> {
    for (const child of this.children) child.kill('SIGTERM');
    await Promise.all(
      this.children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
