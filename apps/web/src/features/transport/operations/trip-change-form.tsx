import {
  keptSeats,
  todayInTanzania,
  tripChangeInputSchema,
  type OperatorTrip,
  type SeatLayout,
  type TripChangeInput,
} from '@dala/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toastMessageFor } from '../../../lib/api-client';
import { validateOnSubmit } from '../../../lib/form-errors';
import { useTripDrivers, useTripVehicles } from '../api/operations-fleet';
import { useChangeTrip } from '../api/operations-trips';
import { applyServerErrors, hoursToMinutes, inputResolver, minutesToHours } from './form-resolver';

interface ChangeFormValues {
  vehicle_id: string;
  driver_id: string;
  date: string;
  departure_time: string;
  sales_cutoff_hours: string;
}

/** Only what differs from the trip is sent (the API records and announces each change). */
function toChangeInput(trip: OperatorTrip, values: ChangeFormValues): TripChangeInput {
  const input: TripChangeInput = {};
  if (Number(values.vehicle_id) !== trip.vehicle.id) input.vehicle_id = Number(values.vehicle_id);
  const driver = values.driver_id === '' ? null : Number(values.driver_id);
  if (driver !== (trip.driver?.id ?? null)) input.driver_id = driver;
  if (values.date !== trip.date) input.date = values.date;
  if (values.departure_time !== trip.departure_time) input.departure_time = values.departure_time;
  const cutoff = hoursToMinutes(values.sales_cutoff_hours);
  if (cutoff !== trip.sales_cutoff_minutes) input.sales_cutoff_minutes = cutoff;
  return input;
}

const SERVER_FIELDS = {
  vehicle_id: 'vehicle_id',
  driver_id: 'driver_id',
  date: 'date',
  departure_time: 'departure_time',
  sales_cutoff_minutes: 'sales_cutoff_hours',
} as const;

/**
 * Changing a trip's vehicle, driver, departure or cut-off. With passengers aboard it warns first:
 * every passenger is told of a new vehicle or departure, and those whose seat the new vehicle lacks
 * (worked out here from the sold seats and the new vehicle's layout) are offered a full refund.
 */
export function TripChangeForm({
  trip,
  soldSeats,
  onDone,
}: {
  trip: OperatorTrip;
  /** Seat labels with a passenger. */
  soldSeats: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('operations');
  const vehicles = useTripVehicles();
  const drivers = useTripDrivers();
  const change = useChangeTrip();
  const [today] = useState(() => todayInTanzania());
  const form = useForm<ChangeFormValues>({
    resolver: inputResolver<ChangeFormValues>(
      tripChangeInputSchema,
      (values) => toChangeInput(trip, values),
      {
        sales_cutoff_minutes: 'sales_cutoff_hours',
      },
    ),
    defaultValues: {
      vehicle_id: String(trip.vehicle.id),
      driver_id: trip.driver ? String(trip.driver.id) : '',
      date: trip.date,
      departure_time: trip.departure_time,
      sales_cutoff_hours: minutesToHours(trip.sales_cutoff_minutes),
    },
    ...validateOnSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const field = {
    vehicle_id: form.register('vehicle_id'),
    driver_id: form.register('driver_id'),
    date: form.register('date'),
    departure_time: form.register('departure_time'),
    sales_cutoff_hours: form.register('sales_cutoff_hours'),
  };
  const values = useWatch({ control: form.control });
  const vehicleItems = vehicles.data?.items ?? [];
  const newVehicle =
    Number(values.vehicle_id) !== trip.vehicle.id
      ? vehicleItems.find((v) => v.id === Number(values.vehicle_id))
      : undefined;
  const lost = newVehicle ? keptSeats(soldSeats, newVehicle.seat_layout as SeatLayout).lost : [];
  const departureMoves = values.date !== trip.date || values.departure_time !== trip.departure_time;
  const passengers = soldSeats.length;

  const submit = form.handleSubmit(async (formValues) => {
    const input = toChangeInput(trip, formValues);
    if (Object.keys(input).length === 0) {
      toast(t('change.nothing'));
      return;
    }
    try {
      const result = await change.mutateAsync({ id: trip.id, input });
      toast.success(
        result.displaced_seats.length > 0
          ? t('change.doneDisplaced', {
              count: result.passengers_notified,
              seats: result.displaced_seats.join(', '),
            })
          : t('change.done', { count: result.passengers_notified }),
        { duration: 8000 },
      );
      onDone();
    } catch (e) {
      const formError = applyServerErrors(e, form.setError, SERVER_FIELDS);
      if (formError) toast.error(toastMessageFor(e, t('change.failed')));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('change.title')}
      className="space-y-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('tripForm.vehicle')} {...field.vehicle_id} error={errors.vehicle_id?.message}>
          {!vehicleItems.some((v) => v.id === trip.vehicle.id) && (
            <option value={trip.vehicle.id}>{trip.vehicle.plate}</option>
          )}
          {vehicleItems.map((vehicle) => (
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
          {trip.driver && !(drivers.data?.items ?? []).some((d) => d.id === trip.driver?.id) && (
            <option value={trip.driver.id}>{trip.driver.full_name}</option>
          )}
          {(drivers.data?.items ?? []).map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.full_name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('tripForm.date')}
          type="date"
          min={today}
          {...field.date}
          error={errors.date?.message}
        />
        <TextField
          label={t('tripForm.time')}
          type="time"
          hint={t('tripForm.timeHint')}
          {...field.departure_time}
          error={errors.departure_time?.message}
        />
        <TextField
          label={t('tripForm.cutoff')}
          type="number"
          inputMode="decimal"
          min={0}
          max={72}
          step={0.5}
          {...field.sales_cutoff_hours}
          error={errors.sales_cutoff_hours?.message}
        />
      </div>
      {passengers > 0 && (newVehicle || departureMoves) && (
        <Alert tone="warning" title={t('change.warnTitle')}>
          <p>{t('change.warnNotified', { count: passengers })}</p>
          {lost.length > 0 && (
            <p className="mt-1 font-semibold">
              {t('change.warnSeatsLost', {
                count: lost.length,
                seats: lost.join(', '),
                plate: newVehicle?.plate ?? '',
              })}
            </p>
          )}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('tripForm.cancel')}
        </Button>
        <Button type="submit" variant="trip" busy={isSubmitting}>
          {passengers > 0 ? t('change.submitNotify') : t('change.submit')}
        </Button>
      </div>
    </form>
  );
}
