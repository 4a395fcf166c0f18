import {
  addDays,
  departureInputSchema,
  todayInTanzania,
  formatMoney,
  type OperatorDeparture,
} from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError, toastMessageFor } from '../../../lib/api-client';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { LoadError } from '../../../components/ui/states';
import { useDepartureActions, useDepartures } from '../api/use-departures';
import { safariKeys } from '../api/keys';
import { formatDate } from '../../../lib/format';

interface DepartureDraft {
  id: number | null;
  start_date: string;
  capacity: string;
  adult_price_usd: string;
  child_price_usd: string;
}

const optionalPrice = (text: string) => (text.trim() === '' ? null : Number(text));

/** Group tours: the departures (date, capacity, seats left, optional price override). */
export function DeparturesSection({ packageId, maxGroupSize }: { packageId: number; maxGroupSize: number }) {
  const client = useQueryClient();
  const departures = useDepartures(packageId);
  const departureApi = useDepartureActions();
  const [today] = useState(() => todayInTanzania());
  const blank = (): DepartureDraft => ({
    id: null,
    start_date: addDays(today, 60),
    capacity: String(maxGroupSize),
    adult_price_usd: '',
    child_price_usd: '',
  });
  const [draft, setDraft] = useState<DepartureDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<OperatorDeparture | null>(null);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: safariKeys.departures(packageId) }),
      client.invalidateQueries({ queryKey: ['operator', 'safaris', 'list'] }),
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const input = {
      start_date: draft.start_date,
      capacity: Number(draft.capacity),
      adult_price_usd: optionalPrice(draft.adult_price_usd),
      child_price_usd: optionalPrice(draft.child_price_usd),
    };
    const parsed = departureInputSchema.safeParse(input);
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    }
    if (!next.start_date && draft.start_date <= today) next.start_date = 'Choose a date in the future';
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      await departureApi.save({ packageId, departureId: draft.id, input });
      toast.success(draft.id === null ? 'Departure added' : 'Departure saved');
      setDraft(null);
      await refresh();
    } catch (e) {
      if (e instanceof ApiRequestError && e.fields) {
        setErrors(Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v[0] ?? ''])));
      }
      toast.error(toastMessageFor(e, 'The departure could not be saved'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setSaving(true);
    try {
      await departureApi.remove({ packageId, departureId: removing.id });
      toast.success('Departure removed');
      setRemoving(null);
      await refresh();
    } catch (e) {
      toast.error(toastMessageFor(e, 'The departure could not be removed'));
    } finally {
      setSaving(false);
    }
  };

  const items = departures.data?.items ?? [];

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">Departures</h2>
          <p className="text-sm text-stone-600">
            Group tours are booked on these dates, up to each departure's capacity.
          </p>
        </div>
        {!draft && (
          <Button
            variant="secondary"
            onClick={() => {
              setErrors({});
              setDraft(blank());
            }}
          >
            Add departure
          </Button>
        )}
      </div>

      {draft && (
        <form
          onSubmit={submit}
          noValidate
          className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset"
          aria-label="Departure"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Start date"
              type="date"
              min={addDays(today, 1)}
              value={draft.start_date}
              onChange={(e) => setDraft({ ...draft, start_date: e.target.value })}
              error={errors.start_date}
              disabled={draft.id !== null}
            />
            <TextField
              label="Capacity (seats)"
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              value={draft.capacity}
              onChange={(e) => setDraft({ ...draft, capacity: e.target.value })}
              error={errors.capacity}
            />
            <TextField
              label="Adult price override (USD)"
              type="number"
              inputMode="numeric"
              min={0}
              placeholder="Package price"
              value={draft.adult_price_usd}
              onChange={(e) => setDraft({ ...draft, adult_price_usd: e.target.value })}
              error={errors.adult_price_usd}
            />
            <TextField
              label="Child price override (USD)"
              type="number"
              inputMode="numeric"
              min={0}
              placeholder="Package price"
              value={draft.child_price_usd}
              onChange={(e) => setDraft({ ...draft, child_price_usd: e.target.value })}
              error={errors.child_price_usd}
            />
          </div>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setDraft(null)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" busy={saving}>
              {draft.id === null ? 'Add departure' : 'Save departure'}
            </Button>
          </div>
        </form>
      )}

      {departures.isPending ? (
        <ListSkeleton rows={2} />
      ) : departures.isError ? (
        <LoadError message={departures.error.message} onRetry={() => void departures.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-sand-100 px-4 py-6 text-center text-sm text-stone-600">
          No departures yet. Add at least one so travelers can book.
        </p>
      ) : (
        <ul className="divide-y divide-sand-200">
          {items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-stone-900">
                  {formatDate(d.start_date)} – {formatDate(d.end_date)}
                </p>
                <p className="text-sm text-stone-600">
                  {d.seats_left} of {d.capacity} seats left · {d.seats_booked} booked
                  {d.seats_held > 0 ? ` · ${d.seats_held} held` : ''}
                  {d.adult_price_usd !== null ? ` · ${formatMoney(d.adult_price_usd)} per adult` : ''}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setErrors({});
                    setDraft({
                      id: d.id,
                      start_date: d.start_date,
                      capacity: String(d.capacity),
                      adult_price_usd: d.adult_price_usd === null ? '' : String(d.adult_price_usd),
                      child_price_usd: d.child_price_usd === null ? '' : String(d.child_price_usd),
                    });
                  }}
                >
                  Edit
                </Button>
                <DangerLinkButton size="sm" onClick={() => setRemoving(d)}>
                  Remove
                </DangerLinkButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        closeDisabled={saving}
        title="Remove this departure?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={saving}>
              Keep it
            </Button>
            <Button variant="danger" busy={saving} onClick={() => void remove()}>
              Remove departure
            </Button>
          </>
        }
      >
        {removing && removing.bookings_count > 0
          ? `This departure has ${removing.bookings_count} booking(s); it cannot be removed while they stand. Cancel them first.`
          : `Travelers will no longer be able to book ${removing ? formatDate(removing.start_date) : ''}.`}
      </Modal>
    </Card>
  );
}
