import {
  DEFAULT_REFUND_BANDS,
  sellablePairs,
  validateFares,
  validateRefundBands,
  validateRouteStops,
  type OperatorRoute,
  type RouteStop,
  type Segment,
  type TransportProblem,
  type TransportRouteInput,
} from '@dala/shared';

/**
 * The route editor's working copy. Each stop has a key of its own, so the fare typed for a pair of
 * stops follows the stops when they are moved; positions are only worked out when the route is saved.
 * Numbers are kept as typed text until then.
 */
export interface StopDraft {
  key: string;
  place: string;
  point: string;
  minutes: string;
  board: boolean;
  alight: boolean;
}

export interface BandDraft {
  key: string;
  hours: string;
  percent: string;
}

export interface RouteDraft {
  name: string;
  stops: StopDraft[];
  /** Fare text by `boardKey>alightKey`. */
  fares: Record<string, string>;
  bands: BandDraft[];
}

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}${(nextKey += 1)}`;

export const fareKey = (board: StopDraft, alight: StopDraft) => `${board.key}>${alight.key}`;

export function emptyStop(): StopDraft {
  return { key: newKey('s'), place: '', point: '', minutes: '', board: true, alight: true };
}

/** A new route: an origin where passengers board and a destination where they get off. */
export function newRouteDraft(): RouteDraft {
  return {
    name: '',
    stops: [
      { ...emptyStop(), minutes: '0', alight: false },
      { ...emptyStop(), board: false },
    ],
    fares: {},
    bands: DEFAULT_REFUND_BANDS.map((band) => ({
      key: newKey('b'),
      hours: String(band.min_hours_before),
      percent: String(band.percent),
    })),
  };
}

/** The editor's copy of a saved route. */
export function draftFromRoute(route: OperatorRoute): RouteDraft {
  const stops = route.stops.map<StopDraft>((stop) => ({
    key: newKey('s'),
    place: stop.place,
    point: stop.point,
    minutes: String(stop.minutes_from_departure),
    board: stop.can_board,
    alight: stop.can_alight,
  }));
  const fares: Record<string, string> = {};
  for (const fare of route.fares) {
    const board = stops[fare.board_pos];
    const alight = stops[fare.alight_pos];
    if (board && alight) fares[fareKey(board, alight)] = String(fare.fare_tzs);
  }
  return {
    name: route.name,
    stops,
    fares,
    bands: route.refund_bands.map((band) => ({
      key: newKey('b'),
      hours: String(band.min_hours_before),
      percent: String(band.percent),
    })),
  };
}

/** A typed number: '45,000' and '45 000' are 45000; empty or anything else is NaN. */
export function typedNumber(text: string): number {
  const cleaned = text.replace(/[\s,]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The stops as the shared rules see them. */
export function ruleStops(draft: RouteDraft): RouteStop[] {
  return draft.stops.map((stop) => ({
    place: stop.place,
    point: stop.point,
    minutes: typedNumber(stop.minutes),
    board: stop.board,
    alight: stop.alight,
  }));
}

/** Every pair of stops a ticket can be sold for, with its stops. */
export function sellableCells(draft: RouteDraft): (Segment & { key: string })[] {
  return sellablePairs(ruleStops(draft)).map((pair) => ({
    ...pair,
    key: fareKey(draft.stops[pair.board]!, draft.stops[pair.alight]!),
  }));
}

/** Fare keys of sellable pairs with no fare typed yet (highlighted in the grid). */
export function missingFareKeys(draft: RouteDraft): Set<string> {
  return new Set(
    sellableCells(draft)
      .filter((cell) => (draft.fares[cell.key] ?? '').trim() === '')
      .map((cell) => cell.key),
  );
}

/** What the API receives: fares only for sellable pairs with something typed, in route order. */
export function toRouteInput(draft: RouteDraft): { input: TransportRouteInput; fareKeys: string[] } {
  const cells = sellableCells(draft).filter((cell) => (draft.fares[cell.key] ?? '').trim() !== '');
  const name = draft.name.trim();
  return {
    input: {
      ...(name ? { name } : {}),
      stops: draft.stops.map((stop) => ({
        place: stop.place.trim(),
        point: stop.point.trim(),
        minutes_from_departure: typedNumber(stop.minutes),
        can_board: stop.board,
        can_alight: stop.alight,
      })),
      fares: cells.map((cell) => ({
        board_pos: cell.board,
        alight_pos: cell.alight,
        fare_tzs: typedNumber(draft.fares[cell.key] ?? ''),
      })),
      refund_bands: draft.bands.map((band) => ({
        min_hours_before: typedNumber(band.hours),
        percent: typedNumber(band.percent),
      })),
    },
    fareKeys: cells.map((cell) => cell.key),
  };
}

/**
 * Where a problem is shown in the editor: `stop:<key>:<field>`, `stop:<key>`, `stops`, `fare:<pairKey>`,
 * `fares`, `band:<key>:<field>`, `bands`, `name` or `form`. Client problems and the API's field errors
 * (`stops.2.minutes_from_departure`, `fares.3.fare_tzs`, `refund_bands.1.percent`) both land here.
 */
export function problemPlace(
  path: string | undefined,
  draft: RouteDraft,
  fareKeys: readonly string[],
): string {
  if (!path || path === '_') return 'form';
  const [head, index, field] = path.split('.');
  const at = Number(index);
  if (head === 'name') return 'name';
  if (head === 'stops') {
    const stop = Number.isInteger(at) ? draft.stops[at] : undefined;
    if (!stop) return 'stops';
    const name =
      field === 'minutes_from_departure'
        ? 'minutes'
        : field === 'can_board'
          ? 'board'
          : field === 'can_alight'
            ? 'alight'
            : field;
    return name ? `stop:${stop.key}:${name}` : `stop:${stop.key}`;
  }
  if (head === 'fares') {
    const key = Number.isInteger(at) ? fareKeys[at] : undefined;
    return key ? `fare:${key}` : 'fares';
  }
  if (head === 'refund_bands') {
    const band = Number.isInteger(at) ? draft.bands[at] : undefined;
    if (!band) return 'bands';
    return `band:${band.key}:${field === 'percent' ? 'percent' : 'hours'}`;
  }
  return 'form';
}

/** The shared rules' problems of the whole draft (empty when it can be sent). */
export function draftProblems(draft: RouteDraft, fareKeys: readonly string[]) {
  const stops = ruleStops(draft);
  const { input } = toRouteInput(draft);
  const stopProblems = validateRouteStops(stops);
  // Fares are only meaningful once the stops are right.
  const fareProblems =
    stopProblems.length === 0
      ? validateFares(
          stops,
          input.fares.map((fare) => ({
            board: fare.board_pos,
            alight: fare.alight_pos,
            fare_tzs: fare.fare_tzs,
          })),
        )
      : [];
  const bandProblems = validateRefundBands(
    (input.refund_bands ?? []).map((band) => ({
      min_hours_before: band.min_hours_before,
      percent: band.percent,
    })),
  );
  const problems: TransportProblem[] = [...stopProblems, ...fareProblems, ...bandProblems];
  return problems.map((problem) => ({
    problem,
    place: problemPlace(problem.path, draft, fareKeys),
  }));
}
