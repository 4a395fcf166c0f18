import { addDays, blockedDatesInputSchema, todayInTanzania } from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { TextField } from '../../../components/ui/text-field';
import { toastMessageFor } from '../../../lib/api-client';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { messageText } from '../../../lib/i18n';
import { LoadError } from '../../../components/ui/states';
import { safariKeys } from '../api/keys';
import { useBlockedDateActions, useBlockedDates } from '../api/use-blocked-dates';
import { formatDate } from '../../../lib/format';

interface BlockFormValues {
  from: string;
  /** Optional: one date when empty. */
  to: string;
  reason: string;
}

const EMPTY: BlockFormValues = { from: '', to: '', reason: '' };

/** Every date from `from` to `to` (or just `from`), at most one past the 366 the API takes. */
function datesOf({ from, to }: BlockFormValues): string[] {
  const dates: string[] = [];
  const end = to || from;
  for (let d = from; d <= end && dates.length <= 366; d = addDays(d, 1)) dates.push(d);
  return dates;
}

const schemaResolver = zodResolver(blockedDatesInputSchema);

/** Private tours: bookable on any date with enough notice, except the dates blocked here. */
export function BlockedDatesSection({
  packageId,
  minNoticeDays,
}: {
  packageId: number;
  minNoticeDays: number;
}) {
  const { t } = useTranslation('safaris');
  const client = useQueryClient();
  const blocked = useBlockedDates(packageId, true);
  const blockedApi = useBlockedDateActions();
  const [today] = useState(() => todayInTanzania());
  const [saving, setSaving] = useState(false);

  // The range's own rules (one message at a time, as they are checked), then the shared schema.
  const resolver: Resolver<BlockFormValues> = async (values, context, options) => {
    const fail = (name: keyof BlockFormValues, message: string) => ({
      values: {},
      errors: { [name]: { type: 'validation', message } } as FieldErrors<BlockFormValues>,
    });
    if (!values.from) return fail('from', t('blocked.chooseDate'));
    if ((values.to || values.from) < values.from) return fail('to', t('blocked.endBeforeStart'));
    if (values.from < today) return fail('from', t('blocked.fromToday'));
    const dates = datesOf(values);
    if (dates.length > 366) return fail('to', t('blocked.tooMany'));
    const result = await schemaResolver(
      { dates, reason: values.reason.trim() || undefined },
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    const { dates: datesError, reason: reasonError } = result.errors;
    if (datesError?.message) return fail('from', datesError.message);
    if (reasonError?.message) return fail('reason', reasonError.message);
    return { values, errors: {} };
  };
  const form = useForm<BlockFormValues>({
    defaultValues: EMPTY,
    resolver,
    ...validateOnSubmit,
  });
  const { errors } = form.formState;
  const from = useWatch({ control: form.control, name: 'from' });
  const field = {
    from: form.register('from'),
    to: form.register('to'),
    reason: form.register('reason'),
  };

  const refresh = () => client.invalidateQueries({ queryKey: safariKeys.blockedDates(packageId) });

  const submit = form.handleSubmit(async (values) => {
    const dates = datesOf(values);
    setSaving(true);
    try {
      await blockedApi.add({ packageId, dates, reason: values.reason.trim() || undefined });
      toast.success(t('blocked.blocked', { count: dates.length }));
      form.reset(EMPTY);
      await refresh();
    } catch (e) {
      setServerErrors(e, form.setError, ['reason']);
      toast.error(toastMessageFor(e, t('blocked.blockFailed')));
    } finally {
      setSaving(false);
    }
  });

  const unblock = async (date: string) => {
    try {
      await blockedApi.remove({ packageId, date });
      toast.success(t('blocked.unblocked', { date: formatDate(date) }));
      await refresh();
    } catch (e) {
      toast.error(toastMessageFor(e, t('blocked.unblockFailed')));
    }
  };

  const items = (blocked.data?.items ?? []).filter((b) => b.date >= today);

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-bold">{t('blocked.title')}</h2>
        <p className="text-sm text-stone-600">{t('blocked.lead', { count: minNoticeDays })}</p>
      </div>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-end"
        aria-label={t('blocked.formLabel')}
      >
        <TextField
          label={t('blocked.from')}
          type="date"
          min={today}
          {...field.from}
          error={errors.from?.message}
        />
        <TextField
          label={t('blocked.to')}
          type="date"
          min={from || today}
          {...field.to}
          error={errors.to?.message}
        />
        <TextField
          label={t('blocked.reason')}
          maxLength={200}
          {...field.reason}
          error={errors.reason?.message}
        />
        <Button type="submit" variant="secondary" busy={saving}>
          {t('blocked.block')}
        </Button>
      </form>
      {blocked.isPending ? (
        <ListSkeleton rows={2} />
      ) : blocked.isError ? (
        <LoadError message={messageText(blocked.error.message)} onRetry={() => void blocked.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-stone-500">{t('blocked.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('blocked.listLabel')}>
          {items.map((b) => (
            <li
              key={b.date}
              className="inline-flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-sm"
            >
              {formatDate(b.date)}
              {b.reason && (
                <span className="text-stone-500">{t('blocked.reasonSuffix', { reason: b.reason })}</span>
              )}
              <button
                type="button"
                onClick={() => void unblock(b.date)}
                className="ml-1 rounded-full px-2 text-stone-500 hover:bg-sand-200 hover:text-stone-900"
                aria-label={t('blocked.unblock', { date: formatDate(b.date) })}
              >
                {t('blocked.unblockMark')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
