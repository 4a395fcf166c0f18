import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
  }
}
