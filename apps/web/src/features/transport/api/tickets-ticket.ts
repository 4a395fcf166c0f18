import { useQuery } from '@tanstack/react-query';
import { apiDownload, callApi } from '../../../lib/api-client';
import { ticketKeys } from './tickets-keys';

/** GET /tickets/:number: the traveler's own ticket (another traveler's is 404, as a wrong number). */
export function useTicket(number: string) {
  return useQuery({
    queryKey: ticketKeys.ticket(number),
    queryFn: ({ signal }) => callApi('GET /tickets/:number', { params: { number } }, { signal }),
    enabled: number.length > 0,
    staleTime: 30_000,
  });
}

/** The ticket as the API's PDF (GET /tickets/:number/pdf with the session's token). */
export function downloadTicketPdf(number: string, display: string) {
  return apiDownload(`/tickets/${encodeURIComponent(number)}/pdf`, `dala-ticket-${display}.pdf`);
}
