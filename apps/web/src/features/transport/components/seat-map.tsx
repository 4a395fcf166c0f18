import {
  layoutColumns,
  layoutRows,
  layoutSeats,
  normaliseSeatLabel,
  type SeatCell,
  type SeatLayout,
  type SeatPosition,
} from '@dala/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { cellKey, moveInGrid, type GridCell } from './grid-navigation';
import { CheckIcon, CrossIcon, DoorIcon, FrontArrowIcon, SeatShape, SteeringWheelIcon } from './seat-icons';

/** A seat of the trip and whether it can be had on the traveler's segment. */
export interface SeatMapSeat {
  label: string;
  status: 'free' | 'taken';
}

interface SeatMapBaseProps {
  layout: SeatLayout;
  /** Every seat's status on the chosen segment; a seat of the layout missing here shows as taken. */
  seats: readonly SeatMapSeat[];
  /** A text per seat label (a passenger's name on the transporter's map): the seat's tooltip, and
   * read after its status by screen readers ("Seat 7A, window, taken, Amina Juma"). */
  seatNotes?: Readonly<Record<string, string>>;
  className?: string;
}

/** The traveler's map: free seats are buttons that toggle the seat. */
export interface InteractiveSeatMapProps extends SeatMapBaseProps {
  readOnly?: false;
  /** Labels of the seats chosen. */
  selected: readonly string[];
  /** A free or selected seat was pressed: the caller adds or removes it from `selected`. */
  onToggle: (label: string) => void;
  /** Once this many seats are selected, other free seats are marked unavailable with the reason. */
  maxSelectable: number;
  /** Nothing can be pressed (e.g. while seats are being held). */
  disabled?: boolean;
}

/** The transporter's live map: nothing to press, taken seats shown with their notes. */
export interface ReadOnlySeatMapProps extends SeatMapBaseProps {
  readOnly: true;
  /** Seats to highlight as selected. */
  selected?: readonly string[];
}

export type SeatMapProps = InteractiveSeatMapProps | ReadOnlySeatMapProps;

const SEAT_STATES = ['free', 'taken', 'selected'] as const;
type SeatState = (typeof SEAT_STATES)[number];

interface MapSeat {
  label: string;
  position: SeatPosition;
  state: SeatState;
  note: string | undefined;
}

/**
 * A trip's seats for the traveler's segment, seen from above with the front at the top: free seats
 * to choose, taken seats, chosen ones with a check mark, and a legend. Each seat's accessible name
 * says where it is and its state ("Seat 7A, window, free"). The grid is one tab stop; the arrow keys
 * move between seats. Cells are 44 px (48 px from the small breakpoint): a 3+2 coach (6 columns
 * with the aisle) is 312 px wide, inside a 360 px screen's content width.
 */
export function SeatMap(props: SeatMapProps) {
  const { layout, seats, seatNotes, className } = props;
  const { t } = useTranslation('transport');
  const ids = useId();
  const picking = props.readOnly === true ? null : props;
  const interactive = picking !== null;
  const selected = props.selected;
  const rows = layoutRows(layout);
  const columns = layoutColumns(layout);

  const mapSeats = useMemo(() => {
    const statuses = new Map(seats.map((s) => [normaliseSeatLabel(s.label), s.status]));
    const chosen = new Set((selected ?? []).map(normaliseSeatLabel));
    const notes = new Map(
      Object.entries(seatNotes ?? {}).map(([label, note]) => [normaliseSeatLabel(label), note]),
    );
    const byCell = new Map<string, MapSeat>();
    for (const seat of layoutSeats(layout)) {
      const label = normaliseSeatLabel(seat.label);
      const state: SeatState = chosen.has(label)
        ? 'selected'
        : statuses.get(label) === 'free'
          ? 'free'
          : 'taken';
      byCell.set(cellKey(seat), {
        label: seat.label,
        position: seat.position,
        state,
        note: notes.get(label),
      });
    }
    return byCell;
  }, [layout, seats, selected, seatNotes]);

  const selectedCount = [...mapSeats.values()].filter((s) => s.state === 'selected').length;
  const maxReached = picking !== null && selectedCount >= picking.maxSelectable;
  const disabled = picking?.disabled === true;

  // Roving tabindex: the first chosen seat, else the first free one, else the first seat.
  const seatList = [...mapSeats.entries()];
  const defaultActive =
    seatList.find(([, s]) => s.state === 'selected') ??
    seatList.find(([, s]) => s.state === 'free') ??
    seatList[0];
  const [active, setActive] = useState<string | undefined>(undefined);
  const activeKey = active !== undefined && mapSeats.has(active) ? active : defaultActive?.[0];
  const gridRef = useRef<HTMLDivElement>(null);
  const focusActive = useRef(false);
  useEffect(() => {
    if (!focusActive.current || activeKey === undefined) return;
    focusActive.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${activeKey}"]`)?.focus();
  });

  // Each text is looked up once per map, not once per seat: a coach has 50–70 seats, and the whole map
  // is taken over in one task on a phone.
  const positionNames = new Map<SeatPosition, string>();
  const positionName = (position: SeatPosition) => {
    let name = positionNames.get(position);
    if (name === undefined) positionNames.set(position, (name = t(`seatMap.positions.${position}`)));
    return name;
  };
  const otherNames = { driver: t('seatMap.driver'), door: t('seatMap.door') };

  const seatName = (seat: MapSeat) => {
    const values = { label: seat.label, position: positionName(seat.position) };
    const name =
      seat.state === 'selected'
        ? t('seatMap.seatSelected', values)
        : seat.state === 'free'
          ? t('seatMap.seatFree', values)
          : t('seatMap.seatTaken', values);
    return seat.note ? t('seatMap.seatWithNote', { seat: name, note: seat.note }) : name;
  };

  const maxId = `${ids}-max`;
  const cellRole = interactive ? 'gridcell' : 'cell';

  const renderCell = (cell: SeatCell, r: number, c: number) => {
    const key = `${r}:${c}`;
    const seat = mapSeats.get(key);
    if (!seat) {
      return (
        <div key={c} role={cellRole} aria-colindex={c + 1} className={CELL_SIZE}>
          <OtherCell cell={cell} names={otherNames} />
        </div>
      );
    }
    const name = seatName(seat);
    if (!picking) {
      return (
        <div key={c} role={cellRole} aria-colindex={c + 1} title={seat.note}>
          <span className="sr-only">{name}</span>
          <SeatPicture label={seat.label} state={seat.state} className={CELL_SIZE} />
        </div>
      );
    }
    const blocked = seat.state === 'free' && maxReached;
    const unavailable = disabled || seat.state === 'taken' || blocked;
    return (
      <div key={c} role={cellRole} aria-colindex={c + 1}>
        <button
          type="button"
          data-cell={key}
          tabIndex={key === activeKey ? 0 : -1}
          aria-label={name}
          aria-pressed={seat.state === 'selected'}
          aria-disabled={unavailable || undefined}
          aria-describedby={blocked ? maxId : undefined}
          title={seat.note}
          onClick={() => {
            setActive(key);
            if (!unavailable) picking.onToggle(seat.label);
          }}
          className={cn(
            'block rounded-lg',
            unavailable ? 'cursor-not-allowed' : 'cursor-pointer',
            blocked && 'opacity-55',
          )}
        >
          <SeatPicture
            label={seat.label}
            state={seat.state}
            className={cn(CELL_SIZE, !unavailable && seat.state === 'free' && 'hover:[&>svg]:fill-trip-100')}
          />
        </button>
      </div>
    );
  };

  return (
    <div className={cn('min-w-0 space-y-3', className)}>
      <div className="overflow-x-auto pb-1">
        <div className="mx-auto w-max rounded-t-[2rem] rounded-b-xl border-2 border-sand-300 bg-white px-2 pt-2 pb-3 min-[400px]:px-3">
          <p className="mb-1.5 flex items-center justify-center gap-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <FrontArrowIcon className="size-4" />
            {t('seatMap.front')}
          </p>
          <div
            ref={gridRef}
            role={interactive ? 'grid' : 'table'}
            aria-label={t('seatMap.gridLabel')}
            aria-rowcount={rows}
            aria-colcount={columns}
            onKeyDown={(event) => {
              if (!interactive || activeKey === undefined) return;
              const [row, column] = activeKey.split(':').map(Number) as [number, number];
              const next = moveInGrid(
                event.key,
                { row, column },
                { rows, columns },
                (cell: GridCell) => mapSeats.has(cellKey(cell)),
                event.ctrlKey,
              );
              if (!next) return;
              event.preventDefault();
              focusActive.current = true;
              setActive(cellKey(next));
            }}
            className="grid gap-1"
          >
            {layout.cells.map((row, r) => (
              <div
                key={r}
                role="row"
                aria-rowindex={r + 1}
                className="grid gap-1"
                style={{ gridTemplateColumns: `repeat(${columns}, max-content)` }}
              >
                {row.map((cell, c) => renderCell(cell, r, c))}
              </div>
            ))}
          </div>
        </div>
      </div>

      {picking && (
        <p id={maxId} role="status" className={cn('text-sm text-primary-900', !maxReached && 'sr-only')}>
          {maxReached ? t('seatMap.maxReached', { count: picking.maxSelectable }) : ''}
        </p>
      )}

      <ul
        aria-label={t('seatMap.legendLabel')}
        className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-stone-700"
      >
        {/* A read-only map names 'selected' only when it highlights seats. */}
        {SEAT_STATES.filter((state) => state !== 'selected' || interactive || selectedCount > 0).map(
          (state) => (
            <li key={state} className="flex items-center gap-1.5">
              <SeatPicture state={state} className="size-7" />
              {t(`seatMap.legend.${state}`)}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

// 40 px on the narrowest phones, so a 2+3 coach (six columns with the aisle) fits a 360 px screen unscrolled.
const CELL_SIZE = 'size-10 min-[400px]:size-11 sm:size-12';

const SEAT_STYLES: Record<SeatState, { shape: string; text: string }> = {
  free: { shape: 'fill-white stroke-trip-600', text: 'text-trip-900' },
  taken: { shape: 'fill-sand-200 stroke-sand-400', text: 'text-stone-500' },
  selected: { shape: 'fill-trip-600 stroke-trip-800', text: 'text-white' },
};

/** A seat's picture with its label; chosen seats carry a check mark and taken ones a cross, so the
 * state never rests on colour alone. */
function SeatPicture({ label, state, className }: { label?: string; state: SeatState; className?: string }) {
  return (
    <span aria-hidden className={cn('relative flex items-center justify-center', className)}>
      <SeatShape className={SEAT_STYLES[state].shape} />
      {label && (
        <span className={cn('relative -mt-1 text-[11px] leading-none font-bold', SEAT_STYLES[state].text)}>
          {label}
        </span>
      )}
      {state === 'selected' && (
        <span className="absolute -top-1 -right-1 flex size-4 items-center justify-center rounded-full bg-trip-800 text-white ring-2 ring-white">
          <CheckIcon className="size-3" />
        </span>
      )}
      {state === 'taken' && (
        <span className="absolute -top-1 -right-1 flex size-4 items-center justify-center rounded-full bg-stone-500 text-white ring-2 ring-white">
          <CrossIcon className="size-3" />
        </span>
      )}
    </span>
  );
}

/** The driver and the door are named for screen readers; aisle and empty space are just space. */
function OtherCell({ cell, names }: { cell: SeatCell; names: { driver: string; door: string } }) {
  if (cell.kind === 'driver')
    return (
      <span className="flex size-full items-center justify-center text-stone-500">
        <SteeringWheelIcon className="size-6" />
        <span className="sr-only">{names.driver}</span>
      </span>
    );
  if (cell.kind === 'door')
    return (
      <span className="flex size-full items-center justify-center text-stone-500">
        <DoorIcon className="size-6" />
        <span className="sr-only">{names.door}</span>
      </span>
    );
  return null;
}
