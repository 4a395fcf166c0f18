import {
  VEHICLE_AMENITIES,
  VEHICLE_CLASSES,
  seatLayoutTemplate,
  type SeatLayout,
  type TransportProblem,
  type Vehicle,
  type VehicleClass,
} from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiRequestError, toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { messageText } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../components/document-head';
import { SeatLayoutEditor } from '../components/seat-layout-editor';
import { fleetKeys } from '../api/fleet-keys';
import { useRefreshFleet, useSaveVehicle } from '../api/fleet-vehicles';
import { FleetStatusBadge, SaleReadiness } from './fleet-ui';
import { HolderDocuments } from './holder-documents';
import { VehiclePhotos } from './vehicle-photos';
import {
  LAYOUT_HAS_PROBLEMS,
  TEMPLATE_FOR_CLASS,
  VEHICLE_FIELDS,
  emptyVehicleForm,
  formFromVehicle,
  isUntouchedTemplate,
  toVehicleInput,
  vehicleResolver,
  type VehicleFormValues,
} from './vehicle-form';

/** Add (vehicle null) or edit a vehicle: details, amenities, seat layout; then its photos and
 * documents once it exists. */
export function VehicleEditor({ vehicle }: { vehicle: Vehicle | null }) {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const client = useQueryClient();
  const save = useSaveVehicle();
  const refresh = useRefreshFleet();
  const form = useForm<VehicleFormValues>({
    defaultValues: vehicle ? formFromVehicle(vehicle) : emptyVehicleForm(),
    resolver: vehicleResolver,
    ...validateOnSubmit,
  });
  const { errors } = form.formState;
  const layout = useWatch({ control: form.control, name: 'seat_layout' });
  const amenities = useWatch({ control: form.control, name: 'amenities' });
  // The editor is mounted anew when the page swaps its layout for another class's template, so its
  // template choice follows.
  const [editorKey, setEditorKey] = useState(0);
  const [serverLayoutProblems, setServerLayoutProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = {
    plate: form.register('plate'),
    make: form.register('make'),
    model: form.register('model'),
    year: form.register('year'),
    vehicle_class: form.register('vehicle_class', {
      onChange: (event: { target: { value: VehicleClass } }) => {
        const template = seatLayoutTemplate(TEMPLATE_FOR_CLASS[event.target.value]);
        const current = form.getValues('seat_layout');
        // A layout nobody edited follows the class; an edited one is kept.
        if (isUntouchedTemplate(current) && JSON.stringify(current) !== JSON.stringify(template)) {
          form.setValue('seat_layout', template);
          setEditorKey((key) => key + 1);
        }
      },
    }),
  };

  useDocumentTitle(
    vehicle ? t('vehicleEditor.pageTitleEdit', { plate: vehicle.plate }) : t('vehicleEditor.pageTitleNew'),
  );

  const setLayout = (next: SeatLayout) => {
    form.setValue('seat_layout', next, { shouldDirty: true });
    if (serverLayoutProblems.length > 0) setServerLayoutProblems([]);
  };
  const toggleAmenity = (amenity: (typeof VEHICLE_AMENITIES)[number]) => {
    const current = form.getValues('amenities');
    form.setValue(
      'amenities',
      current.includes(amenity) ? current.filter((a) => a !== amenity) : [...current, amenity],
      { shouldDirty: true },
    );
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setServerLayoutProblems([]);
      try {
        const saved = await save.mutateAsync({ id: vehicle?.id ?? null, input: toVehicleInput(values) });
        client.setQueryData(fleetKeys.vehicle(saved.id), saved);
        await refresh();
        if (vehicle) {
          form.reset(formFromVehicle(saved));
          toast.success(t('vehicleEditor.saved', { plate: saved.plate }));
        } else {
          toast.success(t('vehicleEditor.added', { plate: saved.plate }));
          navigate(`/vehicles?vehicle=${saved.id}`, { replace: true });
        }
      } catch (error) {
        const layoutFields = error instanceof ApiRequestError ? Object.entries(error.fields ?? {}) : [];
        const layoutMessages = layoutFields
          .filter(([key]) => key === 'seat_layout' || key.startsWith('seat_layout.'))
          .flatMap(([, messages]) => messages);
        setServerLayoutProblems(layoutMessages);
        const result = setServerErrors(
          error,
          form.setError,
          VEHICLE_FIELDS.filter((f) => f !== 'seat_layout') as Path<VehicleFormValues>[],
        );
        if (result.fields.length === 0 && layoutMessages.length === 0) {
          setFailure(result.formError ?? toastMessageFor(error, t('vehicleEditor.saveFailed')));
        }
      }
    },
    () => setFailure(null),
  );

  const problems: TransportProblem[] = serverLayoutProblems.map(
    (text) => ({ key: text }) as unknown as TransportProblem,
  );
  const fieldErrorCount = Object.keys(errors).length;

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Link to="/vehicles" className="text-sm font-semibold text-trip-700 hover:underline">
        {t('vehicleEditor.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {vehicle ? vehicle.plate : t('vehicleEditor.newTitle')}
        </h1>
        {vehicle && <FleetStatusBadge status={vehicle.status} />}
      </div>
      {vehicle ? (
        <div className="mt-2">
          <SaleReadiness ready={vehicle.sale_ready} problem={vehicle.sale_problem} />
        </div>
      ) : (
        <p className="mt-1 text-stone-600">{t('vehicleEditor.newLead')}</p>
      )}

      {(failure || fieldErrorCount > 0) && (
        <Alert
          tone="error"
          className="mt-5"
          title={failure ? messageText(failure) : t('vehicleEditor.fixFields')}
        >
          {errors.seat_layout && <p>{t('vehicleEditor.layoutHasProblems')}</p>}
        </Alert>
      )}

      <form
        id="vehicle-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('vehicleEditor.formLabel')}
        className="mt-6"
      >
        <Card className="space-y-4 p-4 sm:p-5">
          <h2 className="text-lg font-bold">{t('vehicleEditor.details')}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('vehicleEditor.plate')}
              hint={t('vehicleEditor.plateHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.plate?.message}
              {...fields.plate}
            />
            <SelectField
              label={t('vehicleEditor.class')}
              error={errors.vehicle_class?.message}
              {...fields.vehicle_class}
            >
              {VEHICLE_CLASSES.map((vehicleClass) => (
                <option key={vehicleClass} value={vehicleClass}>
                  {t(`classes.${vehicleClass}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('vehicleEditor.make')}
              autoComplete="off"
              error={errors.make?.message}
              {...fields.make}
            />
            <TextField
              label={t('vehicleEditor.model')}
              autoComplete="off"
              error={errors.model?.message}
              {...fields.model}
            />
            <TextField
              label={t('vehicleEditor.year')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.year?.message}
              {...fields.year}
            />
          </div>
          <fieldset aria-describedby={errors.amenities ? 'amenities-error' : undefined}>
            <legend className="mb-1.5 block text-sm font-medium text-stone-700">
              {t('vehicleEditor.amenities')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {VEHICLE_AMENITIES.map((amenity) => {
                const checked = amenities.includes(amenity);
                return (
                  <label
                    key={amenity}
                    className={cn(
                      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset select-none has-focus-visible:outline-2 has-focus-visible:outline-trip-600',
                      checked
                        ? 'bg-trip-50 text-trip-900 ring-trip-500'
                        : 'bg-white text-stone-700 ring-sand-300 hover:bg-sand-50',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-trip-600"
                      checked={checked}
                      onChange={() => toggleAmenity(amenity)}
                    />
                    {t(`amenities.${amenity}`)}
                  </label>
                );
              })}
            </div>
            <FieldError id="amenities-error" error={errors.amenities?.message} />
          </fieldset>
        </Card>
      </form>

      {/* The layout editor stays outside the form: Enter in its seat label must not save the vehicle. */}
      {/* No card around the editor: it is its own card, and a phone needs every pixel of width for a 3+2 grid. */}
      <section aria-labelledby="vehicle-layout" className="mt-8 space-y-3">
        <div>
          <h2 id="vehicle-layout" className="text-lg font-bold">
            {t('vehicleEditor.layout')}
          </h2>
          <p className="text-sm text-stone-600">
            {vehicle ? t('vehicleEditor.layoutLeadEdit') : t('vehicleEditor.layoutLeadNew')}
          </p>
        </div>
        <SeatLayoutEditor key={editorKey} value={layout} onChange={setLayout} problems={problems} />
        {errors.seat_layout && errors.seat_layout.message !== LAYOUT_HAS_PROBLEMS && (
          <p className="text-sm text-red-700">{messageText(errors.seat_layout.message ?? '')}</p>
        )}
      </section>

      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <Link
          to="/vehicles"
          className="py-2 text-center text-sm font-semibold text-stone-700 hover:underline sm:px-3"
        >
          {t('vehicleEditor.cancel')}
        </Link>
        <Button type="submit" form="vehicle-form" variant="trip" size="lg" busy={form.formState.isSubmitting}>
          {vehicle ? t('vehicleEditor.save') : t('vehicleEditor.create')}
        </Button>
      </div>

      {vehicle && (
        <div className="mt-8 space-y-6">
          <VehiclePhotos vehicleId={vehicle.id} plate={vehicle.plate} photos={vehicle.photos} />
          <HolderDocuments
            holder={{ type: 'vehicle', id: vehicle.id, name: vehicle.plate }}
            documents={vehicle.documents}
          />
        </div>
      )}
    </main>
  );
}
