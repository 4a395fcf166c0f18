import type { FastifySchema, HTTPMethods } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    /** Every /api route as registered (tests check them against the route contracts). */
    apiRouteTable: { method: HTTPMethods | HTTPMethods[]; url: string; schema?: FastifySchema }[];
  }
}
