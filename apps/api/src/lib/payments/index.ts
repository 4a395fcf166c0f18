import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, sandboxWebhookSecret } from './sandbox';

export * from './provider';
export * from './sandbox';

const providers = new WeakMap<object, PaymentProvider>();

/** The payment provider of this app (the sandbox until real adapters are configured). */
export function paymentProvider(app: FastifyInstance): PaymentProvider {
  const key = app.config;
  let provider = providers.get(key);
  if (!provider) {
    provider = createSandboxProvider(sandboxWebhookSecret(app.config.jwtSecret));
    providers.set(key, provider);
  }
  return provider;
}
