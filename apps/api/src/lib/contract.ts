import { splitRouteKey, type HttpMethod, type RouteContract, type RouteKey } from '@dala/shared';

/** The Fastify schema of a contract, with its exact zod types (so handlers are typed by it). */
export interface ContractSchema<C extends RouteContract> {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: C['response'];
}

/**
 * Route options from a route contract of packages/shared: method, url and schema, to spread into
 * `app.route({ ...route(bookingRoutes, 'GET /bookings/:id'), handler })`. The path is relative to
 * the /api prefix the modules are registered under.
 */
export function route<R extends { readonly [key: RouteKey]: RouteContract }, K extends keyof R & RouteKey>(
  contracts: R,
  key: K,
): { method: HttpMethod; url: string; schema: ContractSchema<R[K]> } {
  const [method, url] = splitRouteKey(key);
  const contract = contracts[key] as RouteContract;
  // Fastify compiles every schema key it is given: leave out the parts the contract does not have.
  const schema: Record<string, unknown> = {};
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  if (contract.response) schema.response = contract.response;
  return { method, url, schema: schema as unknown as ContractSchema<R[K]> };
}
