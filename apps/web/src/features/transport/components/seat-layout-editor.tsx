import {
  SEAT_CELL_KINDS,
  SEAT_LAYOUT_LIMITS,
  SEAT_LAYOUT_TEMPLATES,
  addColumn,
  addRow,
  layoutColumns,
  layoutRows,
  relabelSeat,
  relabelSeats,
  removeColumn,
  removeRow,
  seatCount,
  seatLayoutTemplate,
  setCellKind,
  toggleCell,
  validateSeatLayout,
  type SeatCell,
  type SeatCellKind,
  type SeatLayout,
  type SeatLayoutTemplate,
  type TransportProblem,
} from '@dala/shared';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { cellKey, moveInGrid, type GridCell } from './grid-navigation';
import { problemText } from './problem-text';
import { AisleIcon, DoorIcon, FrontArrowIcon, SeatShape, SteeringWheelIcon } from './seat-icons';

export interface SeatLayoutEditorProps {
  /** The layout being edited (controlled). */
  value: SeatLayout;
  /** Every edit: a new layout (the editor never changes `value` in place). */
  onChange: (layout: SeatLayout) => void;
  /**
   * Problems to show besides the editor's own live check (validateSeatLayout), e.g. the API's answer
   * to a save. Shown under the grid; the same text is never shown twice.
   */
  problems?: readonly TransportProblem[];
  className?: string;
}

const TEMPLATE_LAYOUTS = SEAT_LAYOUT_TEMPLATES.map((template) => ({
  template,
  json: JSON.stringify(seatLayoutTemplate(template)),
  seats: seatCount(seatLayoutTemplate(template)),
}));

/** A layout worth a confirmation before a template replaces it: one with seats that is not a template as it came. */
function isEdited(layout: SeatLayout): boolean {
  if (seatCount(layout) === 0) return false;
  const json = JSON.stringify(layout);
  return !TEMPLATE_LAYOUTS.some((t) => t.json === json);
}

/** The cells a problem's path points at (`cells.3.2`) or, for a row, every cell of it (`cells.3`). */
function problemCells(problems: readonly TransportProblem[]): Set<string> {
  const cells = new Set<string>();
  for (const problem of problems) {
    const match = /^cells\.(\d+)(?:\.(\d+))?$/.exec(problem.path ?? '');
    if (match) cells.add(match[2] === undefined ? `row:${match[1]}` : `${match[1]}:${match[2]}`);
  }
  return cells;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

/**
 * The seat-layout editor of a vehicle: a template to start from, then a grid seen from above (front
 * at the top) whose cells are seats, aisle, door, driver or empty. A tap selects a cell and the
 * toolbar under the grid sets its type or relabels its seat; by keyboard the grid is one tab stop
 * (roving tabindex), the arrows move, Enter or Space cycles the cell's type. Seat count and problems
 * update live.
 */
export function SeatLayoutEditor({ value, onChange, problems = [], className }: SeatLayoutEditorProps) {
  const { t } = useTranslation('fleet');
  const ids = useId();
  const rows = layoutRows(value);
  const columns = layoutColumns(value);
  const [active, setActive] = useState<GridCell>({ row: 0, column: 0 });
  // The template choice starts at the one the layout is, when it is one as it came.
  const [template, setTemplate] = useState<SeatLayoutTemplate>(
    () =>
      TEMPLATE_LAYOUTS.find((t) => t.json === JSON.stringify(value))?.template ?? SEAT_LAYOUT_TEMPLATES[0],
  );
  const [confirming, setConfirming] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusActive = useRef(false);

  // After a row or column is removed, the selection stays inside the grid.
  const current: GridCell = {
    row: clamp(active.row, rows - 1),
    column: clamp(active.column, columns - 1),
  };
  const selectedCell: SeatCell | undefined = value.cells[current.row]?.[current.column];

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(current)}"]`)?.focus();
  });

  const liveProblems = useMemo(() => validateSeatLayout(value), [value]);
  const shownProblems = useMemo(() => {
    const texts = new Map<string, TransportProblem>();
    for (const problem of [...liveProblems, ...problems]) {
      const text = problemText(problem);
      if (!texts.has(text)) texts.set(text, problem);
    }
    return [...texts.entries()];
  }, [liveProblems, problems]);
  const invalidCells = useMemo(() => problemCells(liveProblems.concat(problems)), [liveProblems, problems]);

  const applyTemplate = () => {
    setConfirming(false);
    setActive({ row: 0, column: 0 });
    onChange(seatLayoutTemplate(template));
  };

  const kindName = (kind: SeatCellKind) => t(`layoutEditor.kinds.${kind}`);
  const cellLabel = (cell: SeatCell, row: number) =>
    cell.kind === 'seat'
      ? cell.label
        ? t('layoutEditor.cellSeat', { row: row + 1, label: cell.label })
        : t('layoutEditor.cellSeatUnlabelled', { row: row + 1 })
      : t('layoutEditor.cellOther', { row: row + 1, kind: kindName(cell.kind) });

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows === 0 || columns === 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Enter and Space cycle the focused cell's type (a click only selects it).
      event.preventDefault();
      onChange(toggleCell(value, current.row, current.column));
      return;
    }
    const next = moveInGrid(event.key, current, { rows, columns }, () => true, event.ctrlKey);
    if (!next) return;
    event.preventDefault();
    focusActive.current = true;
    setActive(next);
  };

  const { rows: rowLimits, columns: columnLimits } = SEAT_LAYOUT_LIMITS;
  const count = seatCount(value);
  const problemsId = `${ids}-problems`;
  const hintId = `${ids}-hint`;

  return (
    <div className={cn('min-w-0 space-y-4', className)}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label={t('layoutEditor.templateLabel')}
          value={template}
          onChange={(event) => setTemplate(event.currentTarget.value as SeatLayoutTemplate)}
          className="min-w-0 sm:flex-1"
        >
          {TEMPLATE_LAYOUTS.map(({ template: name, seats }) => (
            <option key={name} value={name}>
              {t('layoutEditor.templateOption', { name: t(`layoutEditor.templates.${name}`), count: seats })}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={() => (isEdited(value) ? setConfirming(true) : applyTemplate())}>
          {t('layoutEditor.templateApply')}
        </Button>
      </div>

      <p id={hintId} className="text-sm text-stone-600">
        {t('layoutEditor.keyboardHint')}
      </p>

      <div className="rounded-card border border-sand-300 bg-white p-3 shadow-card">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <FrontArrowIcon className="size-4" />
            {t('layoutEditor.front')}
          </p>
          <p className="text-sm font-semibold text-stone-800" aria-live="polite">
            {t('layoutEditor.seatCount', { count })}
          </p>
        </div>
        <div className="mt-2 overflow-x-auto pb-1">
          <div
            ref={gridRef}
            role="grid"
            aria-label={t('layoutEditor.gridLabel')}
            aria-rowcount={rows}
            aria-colcount={columns}
            aria-describedby={`${hintId}${shownProblems.length > 0 ? ` ${problemsId}` : ''}`}
            onKeyDown={onGridKeyDown}
            className="mx-auto grid w-max gap-1"
          >
            {value.cells.map((row, r) => (
              <div
                key={r}
                role="row"
                aria-rowindex={r + 1}
                className="grid gap-1"
                style={{ gridTemplateColumns: `repeat(${columns}, max-content)` }}
              >
                {row.map((cell, c) => {
                  const isActive = r === current.row && c === current.column;
                  const invalid = invalidCells.has(`${r}:${c}`) || invalidCells.has(`row:${r}`);
                  return (
                    <div key={c} role="gridcell" aria-colindex={c + 1} aria-selected={isActive}>
                      <button
                        type="button"
                        data-cell={`${r}:${c}`}
                        tabIndex={isActive ? 0 : -1}
                        aria-label={cellLabel(cell, r)}
                        onClick={() => setActive({ row: r, column: c })}
                        className={cn(
                          'relative flex size-11 items-center justify-center rounded-lg border text-[11px] font-semibold sm:size-12',
                          EDITOR_CELL_CLASSES[cell.kind],
                          isActive && 'ring-2 ring-primary-600 ring-offset-1',
                          invalid && 'border-2 border-red-600',
                        )}
                      >
                        <CellPicture cell={cell} />
                      </button>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>

      {shownProblems.length > 0 && (
        <div
          id={problemsId}
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-semibold">{t('layoutEditor.problemsTitle')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {shownProblems.map(([text, problem]) => (
              <li key={`${problem.key}:${problem.path ?? ''}:${text}`}>{text}</li>
            ))}
          </ul>
        </div>
      )}

      {selectedCell && (
        // Sticks to the bottom of the screen while the grid scrolls by: a tap on a cell and its
        // toolbar stay in view together on a phone.
        <section
          aria-labelledby={`${ids}-selected`}
          className="sticky bottom-2 z-20 space-y-2 rounded-card border border-sand-300 bg-white/95 p-3 shadow-raised backdrop-blur"
        >
          <h3 id={`${ids}-selected`} className="text-sm font-semibold">
            {t('layoutEditor.selectedCell', { row: current.row + 1, column: current.column + 1 })}
          </h3>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div role="group" aria-label={t('layoutEditor.kindGroup')} className="flex flex-wrap gap-1">
              {SEAT_CELL_KINDS.map((kind) => (
                <Button
                  key={kind}
                  size="sm"
                  variant={selectedCell.kind === kind ? 'trip' : 'secondary'}
                  aria-pressed={selectedCell.kind === kind}
                  onClick={() => onChange(setCellKind(value, current.row, current.column, kind))}
                >
                  {t(`layoutEditor.kindButtons.${kind}`)}
                </Button>
              ))}
            </div>
            {selectedCell.kind === 'seat' && (
              <div className="flex items-center gap-2">
                <label htmlFor={`${ids}-label`} className="text-sm font-medium text-stone-700">
                  {t('layoutEditor.seatLabel')}
                </label>
                <div className="w-24">
                  <input
                    id={`${ids}-label`}
                    value={selectedCell.label}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    aria-invalid={invalidCells.has(cellKey(current)) || undefined}
                    className={inputClasses}
                    onChange={(event) =>
                      onChange(relabelSeat(value, current.row, current.column, event.currentTarget.value))
                    }
                  />
                </div>
              </div>
            )}
          </div>
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={rows >= rowLimits.max}
          onClick={() => {
            onChange(addRow(value, rows === 0 ? 0 : current.row + 1));
            if (rows > 0) setActive({ row: current.row + 1, column: current.column });
          }}
        >
          {t('layoutEditor.addRow')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows <= rowLimits.min}
          onClick={() => onChange(removeRow(value, current.row))}
        >
          {t('layoutEditor.removeRow')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={columns >= columnLimits.max}
          onClick={() => {
            onChange(addColumn(value, columns === 0 ? 0 : current.column + 1));
            if (columns > 0) setActive({ row: current.row, column: current.column + 1 });
          }}
        >
          {t('layoutEditor.addColumn')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={columns <= columnLimits.min}
          onClick={() => onChange(removeColumn(value, current.column))}
        >
          {t('layoutEditor.removeColumn')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={count === 0}
          onClick={() => onChange(relabelSeats(value))}
        >
          {t('layoutEditor.relabelAll')}
        </Button>
      </div>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('layoutEditor.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('layoutEditor.confirmKeep')}
            </Button>
            <Button variant="danger" onClick={applyTemplate}>
              {t('layoutEditor.confirmReplace')}
            </Button>
          </>
        }
      >
        <p>{t('layoutEditor.confirmBody')}</p>
      </Modal>
    </div>
  );
}

const EDITOR_CELL_CLASSES: Record<SeatCellKind, string> = {
  seat: 'border-trip-300 bg-white text-trip-900',
  aisle: 'border-dashed border-sand-300 bg-sand-50 text-stone-400',
  door: 'border-sand-400 bg-sand-100 text-stone-700',
  driver: 'border-sand-400 bg-sand-100 text-stone-700',
  empty: 'border-dashed border-sand-200 bg-transparent text-transparent',
};

function CellPicture({ cell }: { cell: SeatCell }) {
  switch (cell.kind) {
    case 'seat':
      return (
        <>
          <SeatShape className="fill-trip-50 stroke-trip-500 p-0.5" />
          <span className="relative -mt-1.5 max-w-full truncate px-1.5" aria-hidden>
            {cell.label}
          </span>
        </>
      );
    case 'aisle':
      return <AisleIcon className="size-5" />;
    case 'door':
      return <DoorIcon className="size-6" />;
    case 'driver':
      return <SteeringWheelIcon className="size-6" />;
    case 'empty':
      return null;
  }
}
