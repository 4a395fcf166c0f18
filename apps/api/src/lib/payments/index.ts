import type { PaymentChannel } from '@dala/shared';
import { isMobileNetwork } from '@dala/shared';
import type { FastifyInstance } from 'fastify';
import { adapterFactories } from './adapters';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, sandboxWebhookSecret } from './sandbox';
import { REAL_PROVIDERS, type ProviderName } from './settings';

export * from './provider';
export * from './sandbox';
export * from './settings';

interface Registry {
  byName: ReadonlyMap<string, PaymentProvider>;
}
const registries = new WeakMap<object, Registry>();

/**
 * Every payment provider this app can talk to, by name: the configured real providers, and the
 * sandbox when it is enabled (always outside production). Built once per app from its config; tests
 * swap in stand-in URLs through the config, never through this registry.
 */
function registryOf(app: FastifyInstance): Registry {
  const key = app.config;
  let registry = registries.get(key);
  if (!registry) {
    const byName = new Map<string, PaymentProvider>();
    const settings = app.config.payments;
    if (settings.sandboxEnabled) {
      const sandbox = createSandboxProvider(sandboxWebhookSecret(app.config.jwtSecret));
      byName.set(sandbox.name, sandbox);
    }
    const options = {
      fetch: globalThis.fetch.bind(globalThis),
      now: () => new Date(),
      publicUrl: app.config.publicUrl,
    };
    for (const name of REAL_PROVIDERS) {
      const provider = adapterFactories[name]?.(settings, options);
      if (provider) byName.set(name, provider);
    }
    registry = { byName };
    registries.set(key, registry);
  }
  return registry;
}

function named(app: FastifyInstance, name: ProviderName | null): PaymentProvider | null {
  return name ? (registryOf(app).byName.get(name) ?? null) : null;
}

/** The provider that charges this channel (mobile-money networks or card), or null when none is configured. */
export function providerForChannel(app: FastifyInstance, channel: PaymentChannel): PaymentProvider | null {
  const settings = app.config.payments;
  const provider = named(
    app,
    isMobileNetwork(channel) ? settings.mobileMoneyProvider : settings.cardProvider,
  );
  return provider && provider.channels.includes(channel) ? provider : null;
}

/** The channels a traveler can pay with on this server (the checkout offers only these). */
export function availableChannels(app: FastifyInstance): PaymentChannel[] {
  const channels: PaymentChannel[] = ['mpesa', 'mixx', 'airtel', 'halopesa', 'card'];
  return channels.filter((c) => providerForChannel(app, c) !== null);
}

/** The provider that sends operators' payouts, or null when none is configured. */
export function payoutProvider(app: FastifyInstance): PaymentProvider | null {
  const provider = named(app, app.config.payments.payoutProvider);
  return provider?.payout ? provider : null;
}

/**
 * The provider of that name (as recorded on a payment, refund or payout row), or undefined when this
 * app has none by that name: money a provider holds is refunded by that provider, whichever charges
 * new payments.
 */
export function paymentProviderNamed(app: FastifyInstance, name: string): PaymentProvider | undefined {
  return registryOf(app).byName.get(name);
}
