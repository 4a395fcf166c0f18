import { useQuery } from '@tanstack/react-query';
import { apiDownload, callApi } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /me/payments/:id/receipt: the receipt of the user's own succeeded payment (anything else is 404). */
export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: billingKeys.receipt(paymentId),
    queryFn: ({ signal }) =>
      callApi('GET /me/payments/:id/receipt', { params: { id: paymentId } }, { signal }),
    enabled: paymentId.length > 0,
    staleTime: 60_000,
  });
}

/** The receipt as the API's PDF (GET /me/payments/:id/receipt/pdf with the session's token). */
export function downloadReceiptPdf(paymentId: string, receiptNumber: string) {
  return apiDownload(
    `/me/payments/${encodeURIComponent(paymentId)}/receipt/pdf`,
    `dala-receipt-${receiptNumber}.pdf`,
  );
}
