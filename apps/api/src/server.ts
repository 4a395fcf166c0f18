import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseStartError, openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { isDatabaseEmpty, seedDemoData, seedReferenceData } from './db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { issueTickets } from './modules/tickets';

/** A start-up failure the operator can fix; printed as one line, exit code 1. */
export class StartError extends Error {
  override name = 'StartError';
}

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  seeded: boolean;
}

/** Config → database → migrations → reference data → demo seed (first start) → app → listen. */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  const database: DatabaseHandle = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrate(database.db);
    await seedReferenceData(database.db);
    let seeded = false;
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
      await seedDemoData(database.db, {
        dataDir: config.dataDir,
        issueTickets: (tx, bookingId) => issueTickets(tx, config, bookingId),
      });
      seeded = true;
    }
    app = await buildApp({ config, database });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') {
        throw new StartError(
          `Port ${config.port} is already in use on ${config.host}: set PORT to a free port`,
        );
      }
      if (code === 'EACCES') throw new StartError(`Not allowed to listen on port ${config.port}`);
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
        throw new StartError(`HOST ${config.host} is not an address of this machine`);
      }
      throw err;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return { app, config, url: `http://${shownHost}:${port}`, seeded };
  } catch (err) {
    if (app) await app.close().catch(() => {});
    else await database.close().catch(() => {});
    throw err;
  }
}

export function isStartError(err: unknown): err is Error {
  return err instanceof ConfigError || err instanceof DatabaseStartError || err instanceof StartError;
}

export function describeDemoAccounts(): string {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(26)} ${a.email}`);
  return ['Demo accounts (password for all: ' + DEMO_PASSWORD + '):', ...lines].join('\n');
}
