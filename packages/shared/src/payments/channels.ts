/**
 * How a traveler pays (issue 14): one of Tanzania's mobile-money networks, by a USSD prompt on the
 * payer's phone, or a card on a provider's hosted page. Zod-free so that the checkout screen bundles
 * only the names.
 */
export const MOBILE_NETWORKS = ['mpesa', 'mixx', 'airtel', 'halopesa'] as const;
export type MobileNetwork = (typeof MOBILE_NETWORKS)[number];

export const PAYMENT_CHANNELS = [...MOBILE_NETWORKS, 'card'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export function isMobileNetwork(channel: string): channel is MobileNetwork {
  return (MOBILE_NETWORKS as readonly string[]).includes(channel);
}

/**
 * A Tanzanian mobile number as the providers want it: `255` and nine digits starting 6 or 7
 * (`255712345678`), from any of '+255 712 345 678', '0712345678', '712345678', '255712345678'.
 * Null when it is not a Tanzanian mobile number (mobile money reaches only those).
 */
export function tanzanianMsisdn(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, '');
  let national: string;
  if (bare.startsWith('255')) national = bare.slice(3);
  else if (bare.startsWith('0')) national = bare.slice(1);
  else national = bare;
  return /^[67]\d{8}$/.test(national) ? `255${national}` : null;
}

/** The smallest mobile-money charge we send (providers refuse tiny pushes): TZS 1,000, in hundredths. */
export const MOBILE_MONEY_MINIMUM_TZS_MINOR = 100_000;

/**
 * The network a Tanzanian number belongs to, by its prefix (TCRA's allocation: Vodacom M-Pesa 74–76,
 * Yas/Mixx 65, 67, 71, 77, Airtel 68, 69, 78, Halotel HaloPesa 61, 62). Null for other prefixes. The
 * checkout asks the payer; this serves callers that did not say.
 */
export function networkOfMsisdn(msisdn: string): MobileNetwork | null {
  const prefix = msisdn.slice(3, 5);
  if (['74', '75', '76'].includes(prefix)) return 'mpesa';
  if (['65', '67', '71', '77'].includes(prefix)) return 'mixx';
  if (['68', '69', '78'].includes(prefix)) return 'airtel';
  if (['61', '62'].includes(prefix)) return 'halopesa';
  return null;
}
