import { DEFAULT_ADULTS, isValidIsoDate, type QuoteRequest } from '@dala/shared';

/**
 * A traveler's choice on the detail page (departure or date, and travelers), kept in the URL so a
 * guest sent to /login comes back to the same choice, and passed on to /booking/confirm.
 */
export interface BookingChoice {
  departureId: number | null;
  date: string | null;
  adults: number;
  children: number;
  infants: number;
  /** A deal code the traveler applied (issue 15); the server decides what it takes off. */
  dealCode?: string | null;
}

const MAX_COUNT = 60;

function count(value: string | null, min: number, fallback: number): number {
  if (value === null || !/^\d{1,3}$/.test(value)) return fallback;
  return Math.min(MAX_COUNT, Math.max(min, Number(value)));
}

export function readChoice(params: URLSearchParams): BookingChoice {
  const departure = params.get('departure');
  const date = params.get('date');
  const code = params.get('code');
  return {
    departureId: departure && /^\d{1,9}$/.test(departure) && Number(departure) > 0 ? Number(departure) : null,
    date: date && isValidIsoDate(date) ? date : null,
    adults: count(params.get('adults'), 1, DEFAULT_ADULTS),
    children: count(params.get('children'), 0, 0),
    infants: count(params.get('infants'), 0, 0),
    dealCode: code && /^[A-Za-z0-9-]{1,40}$/.test(code) ? code.toUpperCase() : null,
  };
}

/** URL parameters of a choice (defaults left out on the detail page, all kept for /booking/confirm). */
export function choiceParams(choice: BookingChoice, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  if (choice.departureId !== null) params.set('departure', String(choice.departureId));
  else if (choice.date) params.set('date', choice.date);
  params.set('adults', String(choice.adults));
  if (choice.children > 0) params.set('children', String(choice.children));
  if (choice.infants > 0) params.set('infants', String(choice.infants));
  if (choice.dealCode) params.set('code', choice.dealCode);
  return params;
}

/** The quote request of a complete choice, or null while no departure/date is chosen. */
export function quoteRequestOf(choice: BookingChoice, isPrivate: boolean): QuoteRequest | null {
  const travelers = {
    adults: choice.adults,
    children: choice.children,
    infants: choice.infants,
    ...(choice.dealCode ? { deal_code: choice.dealCode } : {}),
  };
  if (!isPrivate && choice.departureId !== null) return { ...travelers, departure_id: choice.departureId };
  if (isPrivate && choice.date) return { ...travelers, date: choice.date };
  return null;
}
