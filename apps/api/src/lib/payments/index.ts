import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider';
import { SANDBOX_PROVIDER, createSandboxProvider, sandboxWebhookSecret } from './sandbox';

export * from './provider';
export * from './sandbox';

const registries = new WeakMap<object, ReadonlyMap<string, PaymentProvider>>();

/** Every payment provider this app can talk to, by name (the sandbox until real adapters are configured). */
function providersOf(app: FastifyInstance): ReadonlyMap<string, PaymentProvider> {
  const key = app.config;
  let registry = registries.get(key);
  if (!registry) {
    const sandbox = createSandboxProvider(sandboxWebhookSecret(app.config.jwtSecret));
    registry = new Map([[sandbox.name, sandbox]]);
    registries.set(key, registry);
  }
  return registry;
}

/** The payment provider of this app, that new charges go to (the sandbox until real adapters are configured). */
export function paymentProvider(app: FastifyInstance): PaymentProvider {
  return providersOf(app).get(SANDBOX_PROVIDER)!;
}

/**
 * The provider of that name (as recorded on a payment or refund row), or undefined when this app has
 * none by that name: money a provider holds is refunded by that provider, whichever charges new payments.
 */
export function paymentProviderNamed(app: FastifyInstance, name: string): PaymentProvider | undefined {
  return providersOf(app).get(name);
}
