import type { OperatorRoute } from '@dala/shared';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError, toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSaveOperatorRoute } from '../api/operations-routes';
import { problemText } from '../components/problem-text';
import {
  draftFromRoute,
  draftProblems,
  emptyStop,
  fareKey,
  missingFareKeys,
  newKey,
  newRouteDraft,
  problemPlace,
  toRouteInput,
  typedNumber,
  type BandDraft,
  type RouteDraft,
  type StopDraft,
} from './route-draft';
import { hoursAndMinutes, tzs } from './trip-format';

/** Messages by where they show (see problemPlace). */
type Problems = Record<string, string[]>;

/**
 * Writing a route: its ordered stops (town, named point, minutes after departure, boarding and
 * alighting), the fare table for every pair of stops a ticket can be sold for, in TZS, and the refund
 * bands for travelers who cancel. Stops move with buttons (usable by touch at 360 px and by keyboard);
 * missing fares are highlighted; every problem, the shared rules' or the API's, shows where it belongs.
 */
export function RouteEditor({ route, onDone }: { route: OperatorRoute | null; onDone: () => void }) {
  const { t } = useTranslation('operations');
  const [draft, setDraft] = useState<RouteDraft>(() => (route ? draftFromRoute(route) : newRouteDraft()));
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveOperatorRoute();
  const locked = route?.stops_locked === true;

  /** A change to the draft; the problems shown where it changed are dropped. */
  const edit = (change: (current: RouteDraft) => RouteDraft, places: readonly string[] = []) => {
    setDraft(change);
    if (places.length > 0) {
      setProblems((current) =>
        Object.fromEntries(
          Object.entries(current).filter(([place]) => !places.some((p) => place.startsWith(p))),
        ),
      );
    }
  };
  const setStop = (key: string, patch: Partial<StopDraft>, field: string) =>
    edit(
      (d) => ({ ...d, stops: d.stops.map((s) => (s.key === key ? { ...s, ...patch } : s)) }),
      [`stop:${key}:${field}`, `stop:${key}`, 'stops'],
    );
  const moveStop = (index: number, by: -1 | 1) =>
    edit((d) => {
      const stops = [...d.stops];
      const [stop] = stops.splice(index, 1);
      stops.splice(index + by, 0, stop!);
      return { ...d, stops };
    });
  const removeStop = (key: string) => edit((d) => ({ ...d, stops: d.stops.filter((s) => s.key !== key) }));
  const addStop = () => edit((d) => ({ ...d, stops: [...d.stops, emptyStop()] }), ['stops']);
  const setFare = (key: string, value: string) =>
    edit((d) => ({ ...d, fares: { ...d.fares, [key]: value } }), [`fare:${key}`, 'fares']);
  const setBand = (key: string, patch: Partial<BandDraft>, field: string) =>
    edit(
      (d) => ({ ...d, bands: d.bands.map((b) => (b.key === key ? { ...b, ...patch } : b)) }),
      [`band:${key}:${field}`, 'bands'],
    );

  const submit = async () => {
    const { input, fareKeys } = toRouteInput(draft);
    const found = draftProblems(draft, fareKeys);
    if (found.length > 0) {
      const next: Problems = {};
      for (const { problem, place } of found) (next[place] ??= []).push(problemText(problem));
      setProblems(next);
      toast.error(t('routeEditor.fixProblems', { count: found.length }));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: route?.id ?? null, input });
      toast.success(t('routeEditor.saved', { name: saved.name }));
      onDone();
    } catch (e) {
      const next: Problems = {};
      if (e instanceof ApiRequestError && e.fields) {
        for (const [path, messages] of Object.entries(e.fields)) {
          (next[problemPlace(path, draft, fareKeys)] ??= []).push(...messages);
        }
      }
      if (Object.keys(next).length === 0) next.form = [toastMessageFor(e, t('routeEditor.failed'))];
      setProblems(next);
      toast.error(toastMessageFor(e, t('routeEditor.failed')));
    }
  };

  const missing = missingFareKeys(draft);
  const at = (place: string) => problems[place];
  const formProblems = problems.form;

  return (
    <form
      noValidate
      aria-label={route ? t('routeEditor.editTitle', { name: route.name }) : t('routeEditor.newTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">
          {route ? t('routeEditor.editTitle', { name: route.name }) : t('routeEditor.newTitle')}
        </h2>
        <Button variant="ghost" onClick={onDone}>
          {t('routeEditor.back')}
        </Button>
      </div>
      {formProblems && <Alert tone="error">{formProblems.join(' ')}</Alert>}

      <Card className="space-y-4 p-4 sm:p-5">
        <TextField
          label={t('routeEditor.name')}
          hint={t('routeEditor.nameHint')}
          value={draft.name}
          maxLength={120}
          onChange={(event) => {
            const name = event.currentTarget.value;
            edit((d) => ({ ...d, name }), ['name']);
          }}
          error={at('name')?.join(' ')}
        />
      </Card>

      <Card className="space-y-4 p-4 sm:p-5">
        <div>
          <h3 className="text-lg font-bold">{t('routeEditor.stopsTitle')}</h3>
          <p className="text-sm text-stone-600">{t('routeEditor.stopsLead')}</p>
        </div>
        {locked && <Alert tone="warning">{t('routeEditor.stopsLocked')}</Alert>}
        <Problems messages={at('stops')} />
        <ol className="space-y-3">
          {draft.stops.map((stop, index) => (
            <StopRow
              key={stop.key}
              stop={stop}
              index={index}
              count={draft.stops.length}
              locked={locked}
              problems={problems}
              onChange={(patch, field) => setStop(stop.key, patch, field)}
              onMove={(by) => moveStop(index, by)}
              onRemove={() => removeStop(stop.key)}
            />
          ))}
        </ol>
        {!locked && (
          <Button variant="secondary" onClick={addStop}>
            {t('routeEditor.addStop')}
          </Button>
        )}
      </Card>

      <Card className="space-y-4 p-4 sm:p-5">
        <div>
          <h3 className="text-lg font-bold">{t('routeEditor.faresTitle')}</h3>
          <p className="text-sm text-stone-600">{t('routeEditor.faresLead')}</p>
        </div>
        {missing.size > 0 && (
          <p className="text-sm font-semibold text-primary-800" role="status">
            {t('routeEditor.faresMissing', { count: missing.size })}
          </p>
        )}
        <Problems messages={at('fares')} />
        <FareGrid draft={draft} missing={missing} problems={problems} onChange={setFare} />
      </Card>

      <Card className="space-y-4 p-4 sm:p-5">
        <div>
          <h3 className="text-lg font-bold">{t('routeEditor.bandsTitle')}</h3>
          <p className="text-sm text-stone-600">{t('routeEditor.bandsLead')}</p>
        </div>
        <Problems messages={at('bands')} />
        <ul className="space-y-2">
          {draft.bands.map((band, index) => (
            <li key={band.key} className="flex flex-wrap items-end gap-2 rounded-xl bg-sand-50 p-3">
              <TextField
                className="w-32"
                label={t('routeEditor.bandHours')}
                type="number"
                inputMode="numeric"
                min={0}
                value={band.hours}
                onChange={(event) => setBand(band.key, { hours: event.currentTarget.value }, 'hours')}
                error={at(`band:${band.key}:hours`)?.join(' ')}
              />
              <TextField
                className="w-28"
                label={t('routeEditor.bandPercent')}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={band.percent}
                onChange={(event) => setBand(band.key, { percent: event.currentTarget.value }, 'percent')}
                error={at(`band:${band.key}:percent`)?.join(' ')}
              />
              {draft.bands.length > 1 && (
                <IconButton
                  label={t('routeEditor.removeBand', { number: index + 1 })}
                  onClick={() => edit((d) => ({ ...d, bands: d.bands.filter((b) => b.key !== band.key) }))}
                >
                  <path d="M6 6l12 12M18 6 6 18" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
        {draft.bands.length < 6 && (
          <Button
            variant="secondary"
            onClick={() =>
              edit(
                (d) => ({ ...d, bands: [...d.bands, { key: newKey('b'), hours: '', percent: '' }] }),
                ['bands'],
              )
            }
          >
            {t('routeEditor.addBand')}
          </Button>
        )}
      </Card>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-2 border-t border-sand-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('routeEditor.cancel')}
        </Button>
        <Button type="submit" variant="trip" busy={save.isPending}>
          {route ? t('routeEditor.save') : t('routeEditor.create')}
        </Button>
      </div>
    </form>
  );
}

function Problems({ messages, className }: { messages: string[] | undefined; className?: string }) {
  if (!messages || messages.length === 0) return null;
  return (
    <ul className={cn('space-y-1 text-sm text-red-700', className)} role="alert">
      {messages.map((message, i) => (
        <li key={i}>{message}</li>
      ))}
    </ul>
  );
}

/** A 44 px square button with an icon and a name for screen readers. */
function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 disabled:opacity-40"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        {children}
      </svg>
    </button>
  );
}

/** One stop: town, named point, minutes after departure, boarding/alighting, and its moves. */
function StopRow({
  stop,
  index,
  count,
  locked,
  problems,
  onChange,
  onMove,
  onRemove,
}: {
  stop: StopDraft;
  index: number;
  count: number;
  locked: boolean;
  problems: Problems;
  onChange: (patch: Partial<StopDraft>, field: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('operations');
  const at = (field: string) => problems[`stop:${stop.key}:${field}`]?.join(' ');
  const number = index + 1;
  const boardProblem = at('board');
  const alightProblem = at('alight');
  const minutes = typedNumber(stop.minutes);
  const time = Number.isInteger(minutes) && minutes >= 0 ? hoursAndMinutes(minutes) : null;
  const role =
    index === 0 ? t('routeEditor.origin') : index === count - 1 ? t('routeEditor.destination') : null;
  return (
    <li
      className="rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200 ring-inset"
      aria-label={t('routeEditor.stopLabel', { number, place: stop.place || t('routeEditor.unnamed') })}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-bold text-trip-800">
          <span className="flex size-7 items-center justify-center rounded-full bg-trip-600 text-white">
            {number}
          </span>
          {role}
        </p>
        {!locked && (
          <div className="flex gap-1">
            <IconButton
              label={t('routeEditor.moveUp', { number })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <path d="m6 15 6-6 6 6" />
            </IconButton>
            <IconButton
              label={t('routeEditor.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <path d="m6 9 6 6 6-6" />
            </IconButton>
            <IconButton
              label={t('routeEditor.removeStop', { number })}
              disabled={count <= 2}
              onClick={onRemove}
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </IconButton>
          </div>
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_10rem]">
        <TextField
          label={t('routeEditor.place')}
          value={stop.place}
          maxLength={80}
          disabled={locked}
          autoComplete="off"
          onChange={(event) => onChange({ place: event.currentTarget.value }, 'place')}
          error={at('place')}
        />
        <TextField
          label={t('routeEditor.point')}
          value={stop.point}
          maxLength={120}
          disabled={locked}
          placeholder={t('routeEditor.pointPlaceholder')}
          onChange={(event) => onChange({ point: event.currentTarget.value }, 'point')}
          error={at('point')}
        />
        <TextField
          label={t('routeEditor.minutes')}
          type="number"
          inputMode="numeric"
          min={0}
          step={5}
          value={stop.minutes}
          disabled={locked}
          hint={time ? t('routeEditor.minutesHint', time) : undefined}
          onChange={(event) => onChange({ minutes: event.currentTarget.value }, 'minutes')}
          error={at('minutes')}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Toggle
          label={t('routeEditor.board')}
          checked={stop.board}
          disabled={locked}
          onChange={(board) => onChange({ board }, 'board')}
        />
        <Toggle
          label={t('routeEditor.alight')}
          checked={stop.alight}
          disabled={locked}
          onChange={(alight) => onChange({ alight }, 'alight')}
        />
      </div>
      {[boardProblem, alightProblem].map((message, i) =>
        message ? (
          <p key={i} className="mt-1.5 text-sm text-red-700">
            {message}
          </p>
        ) : null,
      )}
      {problems[`stop:${stop.key}`] && (
        <p className="mt-1.5 text-sm text-red-700">{problems[`stop:${stop.key}`]!.join(' ')}</p>
      )}
    </li>
  );
}

/** A switch-like checkbox with a 44 px touch target. */
function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-stone-800">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 accent-trip-600"
      />
      {label}
    </label>
  );
}

/**
 * The fare table: a row per boarding stop, a column per alighting stop; a cell for every pair a ticket
 * can be sold for. Empty cells are highlighted; on a phone the table scrolls sideways with the
 * boarding stops kept in view.
 */
function FareGrid({
  draft,
  missing,
  problems,
  onChange,
}: {
  draft: RouteDraft;
  missing: ReadonlySet<string>;
  problems: Problems;
  onChange: (key: string, value: string) => void;
}) {
  const { t } = useTranslation('operations');
  const stops = draft.stops;
  const name = (stop: StopDraft, index: number) =>
    stop.place.trim() || t('routeEditor.stopNumber', { number: index + 1 });
  const boards = stops
    .map((stop, index) => ({ stop, index }))
    .filter(({ stop, index }) => stop.board && index < stops.length - 1);
  const alights = stops
    .map((stop, index) => ({ stop, index }))
    .filter(({ stop, index }) => stop.alight && index > 0);
  if (boards.length === 0 || alights.length === 0) {
    return <p className="text-sm text-stone-600">{t('routeEditor.noPairs')}</p>;
  }
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="border-separate border-spacing-1 text-sm">
        <caption className="sr-only">{t('routeEditor.faresCaption')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-white p-1 text-left text-xs font-semibold text-stone-500"
            >
              {t('routeEditor.fromTo')}
            </th>
            {alights.map(({ stop, index }) => (
              <th
                key={stop.key}
                scope="col"
                className="min-w-28 p-1 text-left text-xs font-semibold text-stone-700"
              >
                {name(stop, index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {boards.map(({ stop: board, index: boardIndex }) => (
            <tr key={board.key}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-32 bg-white p-1 text-left text-xs font-semibold text-stone-700"
              >
                {name(board, boardIndex)}
              </th>
              {alights.map(({ stop: alight, index: alightIndex }) => {
                if (alightIndex <= boardIndex) {
                  return (
                    <td key={alight.key} className="p-1 text-center text-stone-300" aria-hidden>
                      {'·'}
                    </td>
                  );
                }
                const key = fareKey(board, alight);
                const value = draft.fares[key] ?? '';
                const isMissing = missing.has(key);
                const error = problems[`fare:${key}`]?.join(' ');
                const amount = typedNumber(value);
                return (
                  <td key={alight.key} className="p-0.5 align-top">
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={t('routeEditor.fareLabel', {
                        from: name(board, boardIndex),
                        to: name(alight, alightIndex),
                      })}
                      aria-invalid={error ? true : undefined}
                      title={error ?? (isMissing ? t('routeEditor.fareMissing') : undefined)}
                      placeholder={t('routeEditor.farePlaceholder')}
                      value={value}
                      onChange={(event) => onChange(key, event.currentTarget.value)}
                      className={cn(
                        'block w-28 rounded-xl border px-3 py-2.5 text-right text-base text-stone-900 tabular-nums shadow-xs',
                        'placeholder:text-stone-400 focus:border-trip-500 focus:ring-3 focus:ring-trip-200 focus:outline-none sm:text-sm',
                        error
                          ? 'border-red-600 bg-white'
                          : isMissing
                            ? 'border-primary-400 bg-primary-50'
                            : 'border-sand-300 bg-white',
                      )}
                    />
                    {error ? (
                      <p className="mt-1 max-w-28 text-xs text-red-700">{error}</p>
                    ) : Number.isInteger(amount) && amount > 0 ? (
                      <p className="mt-1 text-right text-xs text-stone-500">{tzs(amount)}</p>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
