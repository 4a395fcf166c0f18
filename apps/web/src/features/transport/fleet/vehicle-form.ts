import {
  SEAT_LAYOUT_TEMPLATES,
  seatLayoutTemplate,
  vehicleInputSchema,
  type SeatLayout,
  type SeatLayoutTemplate,
  type Vehicle,
  type VehicleAmenity,
  type VehicleClass,
  type VehicleInput,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The vehicle form's values (the year kept as typed text) and its pure conversions. Tested. */
export interface VehicleFormValues {
  plate: string;
  make: string;
  model: string;
  year: string;
  vehicle_class: VehicleClass;
  amenities: VehicleAmenity[];
  seat_layout: SeatLayout;
}

/** The layout template a class usually has: ordinary 3+2, semi-luxury 2+2, luxury 2+1, coasters and
 * shuttles the coaster grid, 4x4s their own. */
export const TEMPLATE_FOR_CLASS: Readonly<Record<VehicleClass, SeatLayoutTemplate>> = {
  ordinary: 'three_two',
  semi_luxury: 'two_two',
  luxury: 'two_one',
  coaster: 'coaster',
  shuttle: 'coaster',
  four_by_four: 'four_by_four',
};

const TEMPLATE_JSON = new Set(SEAT_LAYOUT_TEMPLATES.map((t) => JSON.stringify(seatLayoutTemplate(t))));

/** True when the layout is a template exactly as it came (nothing the transporter would lose). */
export function isUntouchedTemplate(layout: SeatLayout): boolean {
  return TEMPLATE_JSON.has(JSON.stringify(layout));
}

export function emptyVehicleForm(vehicleClass: VehicleClass = 'semi_luxury'): VehicleFormValues {
  return {
    plate: '',
    make: '',
    model: '',
    year: '',
    vehicle_class: vehicleClass,
    amenities: [],
    seat_layout: seatLayoutTemplate(TEMPLATE_FOR_CLASS[vehicleClass]),
  };
}

export function formFromVehicle(vehicle: Vehicle): VehicleFormValues {
  return {
    plate: vehicle.plate,
    make: vehicle.make,
    model: vehicle.model,
    year: String(vehicle.year),
    vehicle_class: vehicle.vehicle_class,
    amenities: vehicle.amenities,
    seat_layout: vehicle.seat_layout as SeatLayout,
  };
}

/** What the API receives: the year as a number ('' and junk become NaN, which the schema names). */
export function toVehicleInput(values: VehicleFormValues): VehicleInput {
  const year = values.year.trim();
  return {
    plate: values.plate,
    make: values.make,
    model: values.model,
    year: year === '' || !/^\d+$/.test(year) ? Number.NaN : Number(year),
    vehicle_class: values.vehicle_class,
    amenities: values.amenities,
    seat_layout: values.seat_layout,
  };
}

/** The fields a server error may name (the seat layout's own problems are shown by its editor). */
export const VEHICLE_FIELDS = [
  'plate',
  'make',
  'model',
  'year',
  'vehicle_class',
  'amenities',
  'seat_layout',
] as const;

const schemaResolver = zodResolver(vehicleInputSchema);

/**
 * The shared vehicleInputSchema applied to what the API would receive. Its messages are keys (the
 * form's fields translate them); the layout's problems come back as one `seat_layout` error.
 */
export const vehicleResolver: Resolver<VehicleFormValues> = async (values, context, options) => {
  const result = await schemaResolver(
    toVehicleInput(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  const errors = result.errors as FieldErrors<VehicleFormValues>;
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  // The layout's issues carry values the key alone cannot show; its editor lists each of them, so the
  // form only needs to know that the layout has problems.
  if (errors.seat_layout) {
    errors.seat_layout = {
      type: 'validation',
      message: LAYOUT_HAS_PROBLEMS,
    } as FieldErrors<VehicleFormValues>['seat_layout'];
  }
  return { values: {}, errors };
};

/** The message of a layout with problems (the page shows its own sentence for it). */
export const LAYOUT_HAS_PROBLEMS = 'seat_layout';
