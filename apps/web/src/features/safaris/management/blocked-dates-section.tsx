import { addDays, todayInTanzania } from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { TextField } from '../../../components/ui/text-field';
import { toastMessageFor } from '../../../lib/api-client';
import { LoadError } from '../../../components/ui/states';
import { safariKeys } from '../api/keys';
import { useBlockedDateActions, useBlockedDates } from '../api/use-blocked-dates';
import { formatDate } from '../../../lib/format';

/** Private tours: bookable on any date with enough notice, except the dates blocked here. */
export function BlockedDatesSection({
  packageId,
  minNoticeDays,
}: {
  packageId: number;
  minNoticeDays: number;
}) {
  const client = useQueryClient();
  const blocked = useBlockedDates(packageId, true);
  const blockedApi = useBlockedDateActions();
  const [today] = useState(() => todayInTanzania());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const refresh = () => client.invalidateQueries({ queryKey: safariKeys.blockedDates(packageId) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!from) {
      setError('Choose a date');
      return;
    }
    const end = to || from;
    if (end < from) {
      setError('The last date must be on or after the first');
      return;
    }
    if (from < today) {
      setError('Choose dates from today on');
      return;
    }
    const dates: string[] = [];
    for (let d = from; d <= end && dates.length <= 366; d = addDays(d, 1)) dates.push(d);
    if (dates.length > 366) {
      setError('Block at most 366 days at once');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await blockedApi.add({ packageId, dates, reason: reason.trim() || undefined });
      toast.success(dates.length === 1 ? 'Date blocked' : `${dates.length} dates blocked`);
      setFrom('');
      setTo('');
      setReason('');
      await refresh();
    } catch (e) {
      toast.error(toastMessageFor(e, 'The dates could not be blocked'));
    } finally {
      setSaving(false);
    }
  };

  const unblock = async (date: string) => {
    try {
      await blockedApi.remove({ packageId, date });
      toast.success(`${formatDate(date)} is bookable again`);
      await refresh();
    } catch (e) {
      toast.error(toastMessageFor(e, 'The date could not be unblocked'));
    }
  };

  const items = (blocked.data?.items ?? []).filter((b) => b.date >= today);

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-bold">Availability</h2>
        <p className="text-sm text-stone-600">
          Private tours can start on any date at least {minNoticeDays} {minNoticeDays === 1 ? 'day' : 'days'}{' '}
          ahead. Block the dates you cannot run it.
        </p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-end"
        aria-label="Block dates"
      >
        <TextField
          label="From"
          type="date"
          min={today}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To (optional)"
          type="date"
          min={from || today}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <TextField
          label="Reason (optional)"
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" variant="secondary" busy={saving}>
          Block
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {blocked.isPending ? (
        <ListSkeleton rows={2} />
      ) : blocked.isError ? (
        <LoadError message={blocked.error.message} onRetry={() => void blocked.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-500">No blocked dates.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Blocked dates">
          {items.map((b) => (
            <li
              key={b.date}
              className="inline-flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-sm"
            >
              {formatDate(b.date)}
              {b.reason && <span className="text-stone-500">· {b.reason}</span>}
              <button
                type="button"
                onClick={() => void unblock(b.date)}
                className="ml-1 rounded-full px-2 text-stone-500 hover:bg-sand-200 hover:text-stone-900"
                aria-label={`Unblock ${formatDate(b.date)}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
