import {
  DEFAULT_SALES_CUTOFF_MINUTES,
  addDays,
  todayInTanzania,
  tripInputSchema,
  type TripInput,
} from '@dala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toastMessageFor } from '../../../lib/api-client';
import { validateOnSubmit } from '../../../lib/form-errors';
import { useTripDrivers, useTripVehicles } from '../api/operations-fleet';
import { useOperatorRoutes } from '../api/operations-routes';
import { useCreateTrip, usePublishTrip } from '../api/operations-trips';
import { applyServerErrors, hoursToMinutes, inputResolver } from './form-resolver';

interface TripFormValues {
  route_id: string;
  date: string;
  departure_time: string;
  vehicle_id: string;
  driver_id: string;
  sales_cutoff_hours: string;
  publish: boolean;
}

/** The API's fields → the form's. */
const SERVER_FIELDS = {
  route_id: 'route_id',
  date: 'date',
  departure_time: 'departure_time',
  vehicle_id: 'vehicle_id',
  driver_id: 'driver_id',
  sales_cutoff_minutes: 'sales_cutoff_hours',
} as const;

const toTripInput = (values: TripFormValues): TripInput => ({
  route_id: Number(values.route_id),
  date: values.date,
  departure_time: values.departure_time,
  vehicle_id: Number(values.vehicle_id),
  driver_id: values.driver_id === '' ? null : Number(values.driver_id),
  sales_cutoff_minutes: hoursToMinutes(values.sales_cutoff_hours),
});

const resolver = inputResolver<TripFormValues>(tripInputSchema, toTripInput, {
  sales_cutoff_minutes: 'sales_cutoff_hours',
});

/** Creating one trip: route, day and time, vehicle, driver, sales cut-off; optionally on sale at once. */
export function TripForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('operations');
  const routes = useOperatorRoutes('active');
  const vehicles = useTripVehicles();
  const drivers = useTripDrivers();
  const create = useCreateTrip();
  const publish = usePublishTrip();
  const [today] = useState(() => todayInTanzania());
  const form = useForm<TripFormValues>({
    resolver,
    defaultValues: {
      route_id: '',
      date: addDays(today, 1),
      departure_time: '07:00',
      vehicle_id: '',
      driver_id: '',
      sales_cutoff_hours: String(DEFAULT_SALES_CUTOFF_MINUTES / 60),
      publish: true,
    },
    ...validateOnSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const field = {
    route_id: form.register('route_id'),
    date: form.register('date'),
    departure_time: form.register('departure_time'),
    vehicle_id: form.register('vehicle_id'),
    driver_id: form.register('driver_id'),
    sales_cutoff_hours: form.register('sales_cutoff_hours'),
    publish: form.register('publish'),
  };

  const submit = form.handleSubmit(async (values) => {
    let created: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      created = await create.mutateAsync(toTripInput(values));
    } catch (e) {
      const formError = applyServerErrors(e, form.setError, SERVER_FIELDS);
      if (formError) toast.error(toastMessageFor(e, t('tripForm.failed')));
      return;
    }
    if (values.publish) {
      try {
        await publish.mutateAsync(created.id);
        toast.success(t('tripForm.createdOnSale'));
      } catch (e) {
        // The trip exists; why it cannot go on sale (a document, the driver) is said here.
        toast.error(t('tripForm.createdNotOnSale', { reason: toastMessageFor(e) }), { duration: 8000 });
      }
    } else {
      toast.success(t('tripForm.created'));
    }
    onDone();
  });

  const routeItems = routes.data?.items ?? [];
  const vehicleItems = vehicles.data?.items ?? [];
  const driverItems = drivers.data?.items ?? [];
  const loaded = routes.isSuccess && vehicles.isSuccess;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('tripForm.title')}
      className="rounded-card bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset sm:p-5"
    >
      <h3 className="text-base font-bold">{t('tripForm.title')}</h3>
      {loaded && (routeItems.length === 0 || vehicleItems.length === 0) && (
        <Alert tone="warning" className="mt-3">
          {routeItems.length === 0 ? t('tripForm.needRoute') : t('tripForm.needVehicle')}{' '}
          {vehicleItems.length === 0 && (
            <Link to="/vehicles" className="font-semibold underline">
              {t('tripForm.addVehicle')}
            </Link>
          )}
        </Alert>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField label={t('tripForm.route')} {...field.route_id} error={errors.route_id?.message}>
          <option value="">{t('tripForm.chooseRoute')}</option>
          {routeItems.map((route) => (
            <option key={route.id} value={route.id}>
              {route.name}
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
        <SelectField label={t('tripForm.vehicle')} {...field.vehicle_id} error={errors.vehicle_id?.message}>
          <option value="">{t('tripForm.chooseVehicle')}</option>
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
          {driverItems.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.full_name}
            </option>
          ))}
        </SelectField>
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
      <CheckboxField className="mt-4" label={t('tripForm.publish')} {...field.publish} />
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('tripForm.cancel')}
        </Button>
        <Button type="submit" variant="trip" busy={isSubmitting}>
          {t('tripForm.submit')}
        </Button>
      </div>
    </form>
  );
}
