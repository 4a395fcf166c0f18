import type { Payment } from '@dala/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Which booking a payment belongs to: a safari booking or a trip booking. */
export type PaymentOwner = { kind: 'safari' | 'trip'; bookingId: string };

/** How often a prompt waiting on the payer's phone is looked at again. */
export const PROMPT_POLL_MS = 3_000;

/**
 * A payment sent as a prompt to the payer's phone, followed through its booking (GET /bookings/:id or
 * /trip-bookings/:id) every few seconds until the provider's answer makes it succeeded or failed.
 */
export function usePaymentProgress(owner: PaymentOwner, paymentId: string) {
  return useQuery({
    queryKey: ['payments', 'progress', owner.kind, owner.bookingId, paymentId] as const,
    queryFn: async ({ signal }): Promise<Payment | null> => {
      const booking =
        owner.kind === 'safari'
          ? await callApi('GET /bookings/:id', { params: { id: owner.bookingId } }, { signal })
          : await callApi('GET /trip-bookings/:id', { params: { id: owner.bookingId } }, { signal });
      return booking.payments.find((p) => p.id === paymentId) ?? null;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || !query.state.data ? PROMPT_POLL_MS : false,
    // A phone in a pocket: keep looking while the tab is in the background too.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
