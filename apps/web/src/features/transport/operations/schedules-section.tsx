import {
  DEFAULT_SALES_CUTOFF_MINUTES,
  addDays,
  scheduleInputSchema,
  todayInTanzania,
  type ScheduleInput,
  type SkippedDay,
  type TripScheduleView,
} from '@dala/shared';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { validateOnSubmit } from '../../../lib/form-errors';
import { messageText, useMessageText } from '../../../lib/i18n';
import { useTripDrivers, useTripVehicles } from '../api/operations-fleet';
import { useOperatorRoutes } from '../api/operations-routes';
import { useCreateSchedule, useEndSchedule, useSchedules } from '../api/operations-schedules';
import { applyServerErrors, hoursToMinutes, inputResolver } from './form-resolver';
import { tripDay, tripDayTime, weekdayName } from './trip-format';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface ScheduleFormValues {
  route_id: string;
  vehicle_id: string;
  driver_id: string;
  weekdays: number[];
  departure_time: string;
  starts_on: string;
  ends_on: string;
  sales_cutoff_hours: string;
  publish: boolean;
}

const toScheduleInput = (values: ScheduleFormValues): ScheduleInput => ({
  route_id: Number(values.route_id),
  vehicle_id: Number(values.vehicle_id),
  driver_id: values.driver_id === '' ? null : Number(values.driver_id),
  weekdays: [...values.weekdays].sort((a, b) => a - b),
  departure_time: values.departure_time,
  starts_on: values.starts_on,
  ends_on: values.ends_on,
  sales_cutoff_minutes: hoursToMinutes(values.sales_cutoff_hours),
  publish: values.publish,
});

const schemaResolver = inputResolver<ScheduleFormValues>(scheduleInputSchema, toScheduleInput, {
  sales_cutoff_minutes: 'sales_cutoff_hours',
});

/** The contract's schema, and at least one weekday (the API's validateSchedule says the same). */
const resolver: Resolver<ScheduleFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.weekdays.length > 0) return result;
  return {
    values: {},
    errors: { ...result.errors, weekdays: { type: 'validation', message: 'trips.weekdaysRequired' } },
  };
};

const SERVER_FIELDS = {
  route_id: 'route_id',
  vehicle_id: 'vehicle_id',
  driver_id: 'driver_id',
  weekdays: 'weekdays',
  departure_time: 'departure_time',
  starts_on: 'starts_on',
  ends_on: 'ends_on',
  sales_cutoff_minutes: 'sales_cutoff_hours',
} as const;

interface CreatedSchedule {
  schedule: TripScheduleView;
  created: number;
  skipped: SkippedDay[];
  unpublishedFrom: string | null;
}

/** The Schedules tab of /trips: timetables that generate trips, a new one, and ending one. */
export function SchedulesSection() {
  const { t } = useTranslation('operations');
  const schedules = useSchedules();
  const end = useEndSchedule();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedSchedule | null>(null);
  const [ending, setEnding] = useState<TripScheduleView | null>(null);
  const items = schedules.data?.items ?? [];

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      const result = await end.mutateAsync(ending.id);
      toast.success(
        t('schedules.endedToast', {
          cancelled: t('schedules.endedCancelled', { count: result.cancelled_trips }),
          kept: t('schedules.endedKept', { count: result.kept_trips.length }),
        }),
        { duration: 8000 },
      );
      setEnding(null);
    } catch (e) {
      toast.error(toastMessageFor(e, t('schedules.endFailed')));
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-sm text-stone-600">{t('schedules.lead')}</p>
        {!creating && (
          <Button
            variant="trip"
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            {t('schedules.new')}
          </Button>
        )}
      </div>
      {creating && (
        <ScheduleForm
          onCancel={() => setCreating(false)}
          onCreated={(result) => {
            setCreating(false);
            setCreated(result);
          }}
        />
      )}
      {created && <ScheduleResult result={created} onClose={() => setCreated(null)} />}

      {schedules.isPending ? (
        <ListSkeleton rows={3} />
      ) : schedules.isError ? (
        <LoadError message={messageText(schedules.error.message)} onRetry={() => void schedules.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('schedules.none')}>{t('schedules.noneLead')}</EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((schedule) => (
            <li key={schedule.id}>
              <article className="flex flex-col gap-3 rounded-card border border-sand-200 bg-white p-4 shadow-card sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-bold">{schedule.route_name}</h3>
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                        schedule.status === 'active'
                          ? 'bg-trip-50 text-trip-800 ring-trip-200'
                          : 'bg-sand-100 text-stone-700 ring-sand-300',
                      )}
                    >
                      {t(`schedules.status.${schedule.status}`)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-stone-700">
                    {t('schedules.line', {
                      days:
                        schedule.weekdays.length === 7
                          ? t('schedules.everyDay')
                          : schedule.weekdays.map(weekdayName).join(', '),
                      time: schedule.departure_time,
                      from: tripDay(schedule.starts_on),
                      to: tripDay(schedule.ends_on),
                    })}
                  </p>
                  <p className="text-sm text-stone-600">
                    {t('trips.vehicleLine', {
                      plate: schedule.vehicle.plate,
                      driver: schedule.driver?.full_name ?? t('trips.noDriver'),
                    })}
                    {' · '}
                    {t('schedules.upcoming', { count: schedule.upcoming_trips })}
                  </p>
                </div>
                {schedule.status === 'active' && (
                  <DangerLinkButton
                    size="sm"
                    onClick={() => setEnding(schedule)}
                    aria-label={t('schedules.endLabel', { name: schedule.route_name })}
                  >
                    {t('schedules.end')}
                  </DangerLinkButton>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={ending !== null}
        onClose={() => setEnding(null)}
        closeDisabled={end.isPending}
        title={t('schedules.endTitle', { name: ending?.route_name ?? '' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEnding(null)} disabled={end.isPending}>
              {t('schedules.keep')}
            </Button>
            <Button variant="danger" busy={end.isPending} onClick={() => void confirmEnd()}>
              {t('schedules.endConfirm')}
            </Button>
          </>
        }
      >
        {t('schedules.endBody', { count: ending?.upcoming_trips ?? 0 })}
      </Modal>
    </div>
  );
}

/** How many trips a new schedule generated, and each day it skipped and why. */
function ScheduleResult({ result, onClose }: { result: CreatedSchedule; onClose: () => void }) {
  const { t } = useTranslation('operations');
  const box = useRef<HTMLDivElement>(null);
  // The form it replaces was taller: bring the outcome into view and to screen readers.
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <Alert
        tone={result.skipped.length > 0 ? 'warning' : 'success'}
        title={t('schedules.createdTitle', { count: result.created })}
      >
        {result.unpublishedFrom && (
          <p>{t('schedules.unpublishedFrom', { date: tripDay(result.unpublishedFrom) })}</p>
        )}
        {result.skipped.length > 0 && (
          <>
            <p className="mt-1">{t('schedules.skippedTitle', { count: result.skipped.length })}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {result.skipped.map((day) => (
                <li key={day.date}>
                  {tripDayTime(day.departs_at)}
                  {': '}
                  {t(`schedules.skipped.${day.reason}`)}
                  {day.conflicting_trip_id !== null && (
                    <>
                      {' '}
                      <Link
                        to={`/trips/manage/${day.conflicting_trip_id}`}
                        className="font-semibold underline"
                      >
                        {t('schedules.conflictingTrip')}
                      </Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <Button variant="ghost" size="sm" className="mt-2" onClick={onClose}>
          {t('schedules.dismiss')}
        </Button>
      </Alert>
    </div>
  );
}

function ScheduleForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (result: CreatedSchedule) => void;
}) {
  const { t } = useTranslation('operations');
  const text = useMessageText();
  const routes = useOperatorRoutes('active');
  const vehicles = useTripVehicles();
  const drivers = useTripDrivers();
  const create = useCreateSchedule();
  const [today] = useState(() => todayInTanzania());
  const form = useForm<ScheduleFormValues>({
    resolver,
    defaultValues: {
      route_id: '',
      vehicle_id: '',
      driver_id: '',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '07:00',
      starts_on: addDays(today, 1),
      ends_on: addDays(today, 90),
      sales_cutoff_hours: String(DEFAULT_SALES_CUTOFF_MINUTES / 60),
      publish: true,
    },
    ...validateOnSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const field = {
    route_id: form.register('route_id'),
    vehicle_id: form.register('vehicle_id'),
    driver_id: form.register('driver_id'),
    departure_time: form.register('departure_time'),
    starts_on: form.register('starts_on'),
    ends_on: form.register('ends_on'),
    sales_cutoff_hours: form.register('sales_cutoff_hours'),
    publish: form.register('publish'),
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(toScheduleInput(values));
      onCreated({
        schedule: result.schedule,
        created: result.created_trips,
        skipped: result.skipped,
        unpublishedFrom: result.unpublished_from,
      });
    } catch (e) {
      const formError = applyServerErrors(e, form.setError, SERVER_FIELDS);
      if (formError) toast.error(toastMessageFor(e, t('schedules.failed')));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('schedules.formTitle')}
      className="rounded-card bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset sm:p-5"
    >
      <h3 className="text-base font-bold">{t('schedules.formTitle')}</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label={t('tripForm.route')} {...field.route_id} error={errors.route_id?.message}>
          <option value="">{t('tripForm.chooseRoute')}</option>
          {(routes.data?.items ?? []).map((route) => (
            <option key={route.id} value={route.id}>
              {route.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('tripForm.vehicle')} {...field.vehicle_id} error={errors.vehicle_id?.message}>
          <option value="">{t('tripForm.chooseVehicle')}</option>
          {(vehicles.data?.items ?? []).map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {t('tripForm.vehicleOption', {
                plate: vehicle.plate,
                make: vehicle.make,
                model: vehicle.model,
                seats: vehicle.seat_count,
              })}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('tripForm.driver')} {...field.driver_id} error={errors.driver_id?.message}>
          <option value="">{t('tripForm.noDriver')}</option>
          {(drivers.data?.items ?? []).map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.full_name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('tripForm.time')}
          type="time"
          hint={t('tripForm.timeHint')}
          {...field.departure_time}
          error={errors.departure_time?.message}
        />
        <TextField
          label={t('schedules.startsOn')}
          type="date"
          min={today}
          {...field.starts_on}
          error={errors.starts_on?.message}
        />
        <TextField
          label={t('schedules.endsOn')}
          type="date"
          min={today}
          {...field.ends_on}
          error={errors.ends_on?.message}
        />
        <TextField
          label={t('tripForm.cutoff')}
          type="number"
          inputMode="decimal"
          min={0}
          max={72}
          step={0.5}
          hint={t('tripForm.cutoffHint')}
          {...field.sales_cutoff_hours}
          error={errors.sales_cutoff_hours?.message}
        />
      </div>
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <fieldset
            className="mt-4"
            aria-describedby={errors.weekdays ? 'schedule-weekdays-error' : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium text-stone-700">{t('schedules.weekdays')}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day) => {
                const checked = field.value.includes(day);
                return (
                  <label
                    key={day}
                    className={cn(
                      'flex h-11 min-w-14 cursor-pointer items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-trip-500',
                      checked
                        ? 'bg-trip-600 text-white ring-trip-600'
                        : 'bg-white text-stone-700 ring-sand-300',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={checked}
                      onChange={() =>
                        field.onChange(checked ? field.value.filter((d) => d !== day) : [...field.value, day])
                      }
                    />
                    {weekdayName(day)}
                  </label>
                );
              })}
            </div>
            {errors.weekdays?.message && (
              <p id="schedule-weekdays-error" className="mt-1.5 text-sm text-red-700">
                {text(errors.weekdays.message)}
              </p>
            )}
          </fieldset>
        )}
      />
      <CheckboxField className="mt-4" label={t('schedules.publish')} {...field.publish} />
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('tripForm.cancel')}
        </Button>
        <Button type="submit" variant="trip" busy={isSubmitting}>
          {t('schedules.create')}
        </Button>
      </div>
    </form>
  );
}
