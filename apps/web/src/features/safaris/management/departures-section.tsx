import {
  addDays,
  departureInputSchema,
  todayInTanzania,
  formatMoney,
  type DepartureInput,
  type OperatorDeparture,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { TextField } from '../../../components/ui/text-field';
import { toastMessageFor } from '../../../lib/api-client';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { intlLocale, messageText } from '../../../lib/i18n';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { LoadError } from '../../../components/ui/states';
import { useDepartureActions, useDepartures } from '../api/use-departures';
import { safariKeys } from '../api/keys';
import { formatDate } from '../../../lib/format';

/** The departure form's values, numbers kept as typed text. */
interface DepartureFormValues {
  start_date: string;
  capacity: string;
  adult_price_usd: string;
  child_price_usd: string;
}

const FIELDS = ['start_date', 'capacity', 'adult_price_usd', 'child_price_usd'] as const;

const optionalPrice = (text: string) => (text.trim() === '' ? null : Number(text));

/** What the API receives for the form's values. */
const toDepartureInput = (values: DepartureFormValues): DepartureInput => ({
  start_date: values.start_date,
  capacity: Number(values.capacity),
  adult_price_usd: optionalPrice(values.adult_price_usd),
  child_price_usd: optionalPrice(values.child_price_usd),
});

const schemaResolver = zodResolver(departureInputSchema);

/** Group tours: the departures (date, capacity, seats left, optional price override). */
export function DeparturesSection({ packageId, maxGroupSize }: { packageId: number; maxGroupSize: number }) {
  const { t } = useTranslation('safaris');
  const client = useQueryClient();
  const departures = useDepartures(packageId);
  const departureApi = useDepartureActions();
  const [today] = useState(() => todayInTanzania());
  /** The departure being added (id null) or edited; its start date cannot change once it exists. */
  const [draft, setDraft] = useState<{ id: number | null; startDate: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<OperatorDeparture | null>(null);
  const usd = (amount: number) => formatMoney(amount, 'USD', intlLocale());

  /** The date an edited departure keeps (its field is disabled), else the one typed. */
  const startDateOf = (values: DepartureFormValues) =>
    draft && draft.id !== null ? draft.startDate : values.start_date;

  // The shared departureInputSchema on what the API receives, then: a new date lies in the future.
  const resolver: Resolver<DepartureFormValues> = async (values, context, options) => {
    const input = toDepartureInput({ ...values, start_date: startDateOf(values) });
    const result = await schemaResolver(
      input,
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    const errors = { ...result.errors } as FieldErrors<DepartureFormValues>;
    if (!errors.start_date && input.start_date <= today) {
      errors.start_date = { type: 'validation', message: t('departures.futureDate') };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<DepartureFormValues>({
    resolver,
    ...validateOnSubmit,
  });
  const { errors } = form.formState;
  const field = {
    start_date: form.register('start_date'),
    capacity: form.register('capacity'),
    adult_price_usd: form.register('adult_price_usd'),
    child_price_usd: form.register('child_price_usd'),
  };

  const open = (id: number | null, values: DepartureFormValues) => {
    form.reset(values);
    setDraft({ id, startDate: values.start_date });
  };

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: safariKeys.departures(packageId) }),
      client.invalidateQueries({ queryKey: ['operator', 'safaris', 'list'] }),
    ]);

  const submit = form.handleSubmit(async (values) => {
    if (!draft) return;
    const input = toDepartureInput({ ...values, start_date: startDateOf(values) });
    setSaving(true);
    try {
      await departureApi.save({ packageId, departureId: draft.id, input });
      toast.success(draft.id === null ? t('departures.added') : t('departures.saved'));
      setDraft(null);
      await refresh();
    } catch (e) {
      setServerErrors(e, form.setError, FIELDS);
      toast.error(toastMessageFor(e, t('departures.saveFailed')));
    } finally {
      setSaving(false);
    }
  });

  const remove = async () => {
    if (!removing) return;
    setSaving(true);
    try {
      await departureApi.remove({ packageId, departureId: removing.id });
      toast.success(t('departures.removed'));
      setRemoving(null);
      await refresh();
    } catch (e) {
      toast.error(toastMessageFor(e, t('departures.removeFailed')));
    } finally {
      setSaving(false);
    }
  };

  const items = departures.data?.items ?? [];

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{t('departures.title')}</h2>
          <p className="text-sm text-stone-600">{t('departures.lead')}</p>
        </div>
        {!draft && (
          <Button
            variant="secondary"
            onClick={() =>
              open(null, {
                start_date: addDays(today, 60),
                capacity: String(maxGroupSize),
                adult_price_usd: '',
                child_price_usd: '',
              })
            }
          >
            {t('departures.add')}
          </Button>
        )}
      </div>

      {draft && (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset"
          aria-label={t('departures.formLabel')}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('departures.startDate')}
              type="date"
              min={addDays(today, 1)}
              {...field.start_date}
              error={errors.start_date?.message}
              disabled={draft.id !== null}
            />
            <TextField
              label={t('departures.capacity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              {...field.capacity}
              error={errors.capacity?.message}
            />
            <TextField
              label={t('departures.adultOverride')}
              type="number"
              inputMode="numeric"
              min={0}
              placeholder={t('departures.packagePrice')}
              {...field.adult_price_usd}
              error={errors.adult_price_usd?.message}
            />
            <TextField
              label={t('departures.childOverride')}
              type="number"
              inputMode="numeric"
              min={0}
              placeholder={t('departures.packagePrice')}
              {...field.child_price_usd}
              error={errors.child_price_usd?.message}
            />
          </div>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setDraft(null)} disabled={saving}>
              {t('departures.cancel')}
            </Button>
            <Button type="submit" busy={saving}>
              {draft.id === null ? t('departures.add') : t('departures.save')}
            </Button>
          </div>
        </form>
      )}

      {departures.isPending ? (
        <ListSkeleton rows={2} />
      ) : departures.isError ? (
        <LoadError
          message={messageText(departures.error.message)}
          onRetry={() => void departures.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-sand-100 px-4 py-6 text-center text-sm text-stone-600">
          {t('departures.none')}
        </p>
      ) : (
        <ul className="divide-y divide-sand-200">
          {items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-stone-900">
                  {t('departures.dateRange', {
                    start: formatDate(d.start_date),
                    end: formatDate(d.end_date),
                  })}
                </p>
                <p className="text-sm text-stone-600">
                  {t('departures.seats', {
                    left: d.seats_left,
                    capacity: d.capacity,
                    booked: d.seats_booked,
                  })}
                  {d.seats_held > 0 ? t('departures.held', { count: d.seats_held }) : ''}
                  {d.adult_price_usd !== null
                    ? t('departures.perAdult', { price: usd(d.adult_price_usd) })
                    : ''}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    open(d.id, {
                      start_date: d.start_date,
                      capacity: String(d.capacity),
                      adult_price_usd: d.adult_price_usd === null ? '' : String(d.adult_price_usd),
                      child_price_usd: d.child_price_usd === null ? '' : String(d.child_price_usd),
                    })
                  }
                >
                  {t('departures.edit')}
                </Button>
                <DangerLinkButton size="sm" onClick={() => setRemoving(d)}>
                  {t('departures.remove')}
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
        title={t('departures.removeTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={saving}>
              {t('departures.keepIt')}
            </Button>
            <Button variant="danger" busy={saving} onClick={() => void remove()}>
              {t('departures.removeDeparture')}
            </Button>
          </>
        }
      >
        {removing && removing.bookings_count > 0
          ? t('departures.hasBookings', { count: removing.bookings_count })
          : t('departures.noLongerBookable', { date: removing ? formatDate(removing.start_date) : '' })}
      </Modal>
    </Card>
  );
}
