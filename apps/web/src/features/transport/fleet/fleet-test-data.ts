import {
  seatCount,
  seatLayoutTemplate,
  type Driver,
  type FleetDocument,
  type FleetOverview,
  type Vehicle,
} from '@dala/shared';

/** Fleet answers as the API gives them, for the fleet pages' tests. */

export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const layout = seatLayoutTemplate('two_two');
  return {
    id: 7,
    plate: 'T 123 ABC',
    make: 'Yutong',
    model: 'ZK6122H9',
    year: 2019,
    vehicle_class: 'semi_luxury',
    amenities: ['air_conditioning', 'charging'],
    seat_layout: layout,
    seat_count: seatCount(layout),
    status: 'active',
    photos: [],
    cover_photo: null,
    documents: [
      { kind: 'latra_licence', state: 'approved', id: 1, expires_on: '2027-06-30' },
      { kind: 'insurance', state: 'expired', id: 2, expires_on: '2026-01-31' },
      { kind: 'inspection', state: 'missing', id: null, expires_on: null },
    ],
    sale_ready: false,
    sale_problem: 'Vehicle T 123 ABC cannot be on a trip on sale: its insurance has expired',
    upcoming_trips: 3,
    created_at: '2026-01-01T08:00:00.000Z',
    updated_at: '2026-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function driver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: 4,
    full_name: 'Juma Mwinyi',
    phone: '+255754111222',
    licence_number: 'DL-4002211',
    licence_class: 'C1',
    licence_expires_on: '2028-03-31',
    photo: null,
    status: 'active',
    documents: [{ kind: 'driving_licence', state: 'pending', id: 9, expires_on: '2028-03-31' }],
    sale_ready: false,
    sale_problem: 'Juma Mwinyi cannot drive a trip on sale until their driving licence is approved',
    upcoming_trips: 0,
    created_at: '2026-01-01T08:00:00.000Z',
    updated_at: '2026-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function fleetDocument(overrides: Partial<FleetDocument> = {}): FleetDocument {
  return {
    id: 2,
    kind: 'insurance',
    state: 'approved',
    review_status: 'approved',
    holder: { type: 'vehicle', id: 7, name: 'T 123 ABC' },
    expires_on: '2027-01-31',
    rejection_reason: null,
    original_name: 'insurance.pdf',
    content_type: 'application/pdf',
    size_bytes: 20_000,
    uploaded_at: '2026-01-02T08:00:00.000Z',
    reviewed_at: '2026-01-03T08:00:00.000Z',
    file_url: '/api/operator/fleet/documents/2/file',
    ...overrides,
  };
}

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 100 });

export function overview(overrides: Partial<FleetOverview> = {}): FleetOverview {
  return {
    vehicles: { active: 4, retired: 1 },
    drivers: { active: 6, retired: 0 },
    trips_this_week: 28,
    occupancy: { seat_legs_sold: 610, seat_legs_offered: 1000, percent: 61 },
    documents_attention: { pending: 1, rejected: 1, expiring: 1, expired: 0, missing: 2, total: 5 },
    ...overrides,
  };
}

/** The uploads go through XMLHttpRequest (for their progress): this one answers `answer`. */
export class FakeXhr {
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  static sent: { url: string; form: FormData }[] = [];
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  url = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form });
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    queueMicrotask(() => this.onload?.());
  }
}
