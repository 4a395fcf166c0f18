import { apiRoutes, splitRouteKey, type RouteContract, type RouteKey } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

/**
 * One typed client: every /api route the server serves is registered from its contract in
 * packages/shared (the same schema objects, not copies), and every contract is served.
 */

// Routes whose module has not moved to contracts yet; each leaves the list as it moves.
const PENDING_PREFIXES: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function servedRoutes() {
  return t.app.apiRouteTable
    .flatMap((route) => [route.method].flat().map((method) => ({ ...route, method })))
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({ ...route, key: `${route.method} ${route.url.replace(/^\/api/, '')}` as RouteKey }));
}

describe('route contracts', () => {
  it('every served API route is registered from its contract, with the contract’s own schemas', () => {
    const problems: string[] = [];
    for (const route of servedRoutes()) {
      const path = splitRouteKey(route.key)[1];
      if (PENDING_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) continue;
      const contract = (apiRoutes as Record<RouteKey, RouteContract>)[route.key];
      if (!contract) {
        problems.push(`${route.key}: no contract`);
        continue;
      }
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (schema.params !== contract.params) problems.push(`${route.key}: params differ`);
      if (schema.querystring !== contract.query) problems.push(`${route.key}: query differs`);
      if (schema.body !== contract.body) problems.push(`${route.key}: body differs`);
      if (schema.response !== contract.response) problems.push(`${route.key}: response differs`);
    }
    expect(problems).toEqual([]);
  });

  it('every contract is served', () => {
    const served = new Set(servedRoutes().map((route) => route.key));
    const missing = Object.keys(apiRoutes).filter((key) => !served.has(key as RouteKey));
    expect(missing).toEqual([]);
  });
});
