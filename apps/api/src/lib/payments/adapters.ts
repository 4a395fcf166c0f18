import { createAzamPayProvider } from './azampay';
import { createClickPesaProvider } from './clickpesa';
import type { AdapterOptions, PaymentProvider } from './provider';
import { createSelcomProvider } from './selcom';
import type { PaymentSettings, RealProvider } from './settings';

/**
 * The real providers' adapters, by name: each builds its provider from the settings when its
 * credentials are configured (undefined otherwise). Selcom, ClickPesa and AzamPay register here.
 */
export const adapterFactories: Partial<
  Record<RealProvider, (settings: PaymentSettings, options: AdapterOptions) => PaymentProvider | undefined>
> = {
  selcom: (s, o) => s.selcom && createSelcomProvider(s.selcom, o),
  clickpesa: (s, o) => s.clickpesa && createClickPesaProvider(s.clickpesa, o),
  azampay: (s, o) => s.azampay && createAzamPayProvider(s.azampay, o),
};
