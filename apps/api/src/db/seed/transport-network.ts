import type {
  DocumentKind,
  DocumentReviewStatus,
  SeatLayoutTemplate,
  TransportRefundBand,
  VehicleAmenity,
  VehicleClass,
} from '@dala/shared';

/**
 * The demo transport network (issue 13): three verified transporters — the demo account's Twiga Coaches
 * plus two more — with their vehicles, drivers, routes with stops and fares, and schedules. Every name,
 * plate and licence number here is made up; company names say "(demo)". Times are minutes from the
 * first stop, distances (km) set the fares; real timetables and LATRA's fare caps inspired the figures.
 */

export interface StopSeed {
  place: string;
  region: string;
  point: string;
  minutes: number;
  km: number;
  board: boolean;
  alight: boolean;
}

export interface RouteSeed {
  key: string;
  stops: StopSeed[];
  /** Fare of a stop pair, whole TZS. */
  fare: (from: StopSeed, to: StopSeed) => number;
  refundBands?: TransportRefundBand[];
}

/** A document that is not simply approved and valid for months. */
export interface DocumentOverride {
  status: DocumentReviewStatus;
  /** Days from today to the last valid day (negative: expired). */
  expiresInDays: number;
  rejectionReason?: string;
}

export interface VehicleSeed {
  key: string;
  plate: string;
  make: string;
  model: string;
  year: number;
  vehicleClass: VehicleClass;
  template: SeatLayoutTemplate;
  amenities: VehicleAmenity[];
  /** Vehicle art names (modules/fleet/vehicle-art.ts), the first is the cover. */
  art: string[];
  documents?: Partial<Record<DocumentKind, DocumentOverride>>;
}

export interface DriverSeed {
  key: string;
  fullName: string;
  phone: string;
  licenceNumber: string;
  licenceClass: string;
  /** Days from today to the licence's last valid day. */
  licenceExpiresInDays: number;
}

export interface ScheduleSeed {
  route: string;
  vehicle: string;
  driver: string;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  time: string;
  cutoffMinutes: number;
}

export interface NetworkSeed {
  transporterEmail: string;
  /** The company's address, printed on its tickets (demo addresses, like the companies). */
  companyAddress: string;
  vehicles: VehicleSeed[];
  drivers: DriverSeed[];
  routes: RouteSeed[];
  schedules: ScheduleSeed[];
}

/** Demo transporter accounts beside the demo account's own (demo-accounts.ts). */
export const EXTRA_TRANSPORTERS = [
  {
    email: 'mlima@demo.dalarides.co.tz',
    firstName: 'Grace',
    lastName: 'Kimaro',
    phoneNumber: '+255754610720',
    companyName: 'Mlima Shuttles & Transfers (demo)',
  },
  {
    email: 'ziwa@demo.dalarides.co.tz',
    firstName: 'Elias',
    lastName: 'Masanja',
    phoneNumber: '+255768830940',
    companyName: 'Ziwa Express Coaches (demo)',
  },
] as const;

/** Travelers whose seats are already sold on the next days' trips, beside the demo traveler. */
export const SEED_TRAVELERS = [
  {
    email: 'amina.juma@demo.dalarides.co.tz',
    firstName: 'Amina',
    lastName: 'Juma',
    phoneNumber: '+255713220145',
  },
  {
    email: 'peter.mollel@demo.dalarides.co.tz',
    firstName: 'Peter',
    lastName: 'Mollel',
    phoneNumber: '+255754781203',
  },
  {
    email: 'fatuma.bakari@demo.dalarides.co.tz',
    firstName: 'Fatuma',
    lastName: 'Bakari',
    phoneNumber: '+255688410927',
  },
  {
    email: 'david.mwakyusa@demo.dalarides.co.tz',
    firstName: 'David',
    lastName: 'Mwakyusa',
    phoneNumber: '+255767305518',
  },
] as const;

/** Names of the other passengers a booking's lead traveler books for. */
export const PASSENGER_NAMES = [
  'Rehema Swai',
  'Joseph Lyimo',
  'Mariam Hassan',
  'Baraka Mushi',
  'Zawadi Kessy',
  'Ibrahim Omari',
  'Neema Temba',
  'Godfrey Minja',
  'Halima Mohamed',
  'Emmanuel Shayo',
  'Anna Mrema',
  'Salum Rashidi',
  'Esther Ngowi',
  'Khamis Ali',
  'Lucy Urassa',
  'Frank Massawe',
] as const;

const round500 = (tzs: number) => Math.round(tzs / 500) * 500;
/** LATRA-style fares: a boarding charge plus a rate per km by class, rounded to TZS 500. */
const perKm =
  (rate: number, minimum: number) =>
  (from: StopSeed, to: StopSeed): number =>
    Math.max(minimum, round500(2_000 + rate * (to.km - from.km)));

/** The same road the other way: minutes and km counted from the new first stop, board and alight swapped. */
function reversed(stops: StopSeed[]): StopSeed[] {
  const last = stops.at(-1)!;
  return [...stops].reverse().map((s) => ({
    ...s,
    minutes: last.minutes - s.minutes,
    km: last.km - s.km,
    board: s.alight,
    alight: s.board,
  }));
}

// ── Twiga Coaches (the demo transporter): Dar es Salaam ↔ Arusha, Dar es Salaam ↔ Dodoma ───────────

const DAR_ARUSHA: StopSeed[] = [
  {
    place: 'Dar es Salaam',
    region: 'Dar es Salaam',
    point: 'Magufuli bus terminal, Mbezi',
    minutes: 0,
    km: 0,
    board: true,
    alight: false,
  },
  {
    place: 'Chalinze',
    region: 'Pwani',
    point: 'Chalinze junction stand',
    minutes: 110,
    km: 105,
    board: true,
    alight: true,
  },
  {
    place: 'Korogwe',
    region: 'Tanga',
    point: 'Korogwe bus stand',
    minutes: 280,
    km: 300,
    board: true,
    alight: true,
  },
  {
    place: 'Same',
    region: 'Kilimanjaro',
    point: 'Same bus stand',
    minutes: 410,
    km: 440,
    board: true,
    alight: true,
  },
  {
    place: 'Moshi',
    region: 'Kilimanjaro',
    point: 'Moshi central bus terminal',
    minutes: 520,
    km: 545,
    board: true,
    alight: true,
  },
  {
    place: 'Arusha',
    region: 'Arusha',
    point: 'Arusha main bus terminal',
    minutes: 620,
    km: 625,
    board: false,
    alight: true,
  },
];

const DAR_DODOMA: StopSeed[] = [
  {
    place: 'Dar es Salaam',
    region: 'Dar es Salaam',
    point: 'Magufuli bus terminal, Mbezi',
    minutes: 0,
    km: 0,
    board: true,
    alight: false,
  },
  {
    place: 'Chalinze',
    region: 'Pwani',
    point: 'Chalinze junction stand',
    minutes: 110,
    km: 105,
    board: true,
    alight: true,
  },
  {
    place: 'Morogoro',
    region: 'Morogoro',
    point: 'Msamvu bus terminal',
    minutes: 210,
    km: 195,
    board: true,
    alight: true,
  },
  {
    place: 'Gairo',
    region: 'Morogoro',
    point: 'Gairo bus stand',
    minutes: 330,
    km: 305,
    board: true,
    alight: true,
  },
  {
    place: 'Dodoma',
    region: 'Dodoma',
    point: 'Dodoma bus terminal, Nzuguni',
    minutes: 450,
    km: 450,
    board: false,
    alight: true,
  },
];

const FULL_COMFORT: VehicleAmenity[] = [
  'air_conditioning',
  'charging',
  'wifi',
  'toilet',
  'reclining_seats',
  'entertainment',
  'refreshments',
  'luggage_space',
  'seat_belts',
];
const SEMI_COMFORT: VehicleAmenity[] = [
  'air_conditioning',
  'charging',
  'reclining_seats',
  'luggage_space',
  'seat_belts',
];

const TWIGA: NetworkSeed = {
  transporterEmail: 'transporter@demo.dalarides.co.tz',
  companyAddress: 'Office 14, Magufuli Bus Terminal, Mbezi Luis, Dar es Salaam',
  vehicles: [
    {
      key: 'twiga-lux-1',
      plate: 'T 218 DKX',
      make: 'Scania',
      model: 'Irizar i6 K410',
      year: 2023,
      vehicleClass: 'luxury',
      template: 'two_one',
      amenities: FULL_COMFORT,
      art: ['luxury-coach-teal-kilimanjaro', 'luxury-coach-teal-road'],
    },
    {
      key: 'twiga-lux-2',
      plate: 'T 219 DKX',
      make: 'Yutong',
      model: 'ZK6122HQ',
      year: 2022,
      vehicleClass: 'luxury',
      template: 'two_one',
      amenities: FULL_COMFORT,
      art: ['luxury-coach-teal-road', 'luxury-coach-teal-acacia'],
    },
    {
      key: 'twiga-semi-1',
      plate: 'T 604 DFR',
      make: 'Zhongtong',
      model: 'LCK6127H',
      year: 2021,
      vehicleClass: 'semi_luxury',
      template: 'two_two',
      amenities: SEMI_COMFORT,
      art: ['semi-luxury-coach-teal-acacia', 'semi-luxury-coach-teal-road'],
    },
    {
      key: 'twiga-semi-2',
      plate: 'T 605 DFR',
      make: 'Zhongtong',
      model: 'LCK6127H',
      year: 2021,
      vehicleClass: 'semi_luxury',
      template: 'two_two',
      amenities: SEMI_COMFORT,
      art: ['semi-luxury-coach-teal-road'],
    },
    {
      // Off the road: its paperwork shows every state /fleet/validation has (never on a trip on sale).
      key: 'twiga-ordinary-spare',
      plate: 'T 482 DKL',
      make: 'Ashok Leyland',
      model: 'Falcon',
      year: 2017,
      vehicleClass: 'ordinary',
      template: 'three_two',
      amenities: ['luggage_space'],
      art: ['ordinary-bus-teal-road'],
      documents: {
        latra_licence: { status: 'approved', expiresInDays: -9 },
        insurance: {
          status: 'rejected',
          expiresInDays: 200,
          rejectionReason:
            'The scan is cut off at the bottom: the policy number and the insurer’s stamp cannot be read. Please upload the whole certificate.',
        },
        inspection: { status: 'pending', expiresInDays: 180 },
      },
    },
  ],
  drivers: [
    {
      key: 'twiga-d1',
      fullName: 'Hamisi Juma',
      phone: '+255713401122',
      licenceNumber: 'TZ-DL-4003187',
      licenceClass: 'C',
      licenceExpiresInDays: 640,
    },
    {
      key: 'twiga-d2',
      fullName: 'Emmanuel Shirima',
      phone: '+255754902231',
      licenceNumber: 'TZ-DL-4102558',
      licenceClass: 'C',
      licenceExpiresInDays: 410,
    },
    {
      key: 'twiga-d3',
      fullName: 'Rashidi Mfinanga',
      phone: '+255767118843',
      licenceNumber: 'TZ-DL-3987412',
      licenceClass: 'C',
      licenceExpiresInDays: 290,
    },
    {
      key: 'twiga-d4',
      fullName: 'Daudi Kimaro',
      phone: '+255715334409',
      licenceNumber: 'TZ-DL-4215096',
      licenceClass: 'C',
      licenceExpiresInDays: 520,
    },
    // The relief driver's licence runs out within 30 days: /fleet shows it needs attention.
    {
      key: 'twiga-relief',
      fullName: 'Joseph Lyimo',
      phone: '+255622870514',
      licenceNumber: 'TZ-DL-3871230',
      licenceClass: 'C',
      licenceExpiresInDays: 18,
    },
  ],
  routes: [
    { key: 'dar-arusha', stops: DAR_ARUSHA, fare: perKm(72, 6_000) },
    { key: 'arusha-dar', stops: reversed(DAR_ARUSHA), fare: perKm(72, 6_000) },
    { key: 'dar-dodoma', stops: DAR_DODOMA, fare: perKm(56, 5_000) },
    { key: 'dodoma-dar', stops: reversed(DAR_DODOMA), fare: perKm(56, 5_000) },
  ],
  schedules: [
    {
      route: 'dar-arusha',
      vehicle: 'twiga-lux-1',
      driver: 'twiga-d1',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '06:00',
      cutoffMinutes: 120,
    },
    {
      route: 'arusha-dar',
      vehicle: 'twiga-lux-2',
      driver: 'twiga-d2',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '06:30',
      cutoffMinutes: 120,
    },
    {
      route: 'dar-dodoma',
      vehicle: 'twiga-semi-1',
      driver: 'twiga-d3',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '07:30',
      cutoffMinutes: 90,
    },
    {
      route: 'dodoma-dar',
      vehicle: 'twiga-semi-2',
      driver: 'twiga-d4',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '08:00',
      cutoffMinutes: 90,
    },
  ],
};

// ── Mlima Shuttles: Arusha ↔ KIA ↔ Moshi shuttles, Arusha ↔ Karatu (for Ngorongoro) by 4x4 ─────────

const ARUSHA_MOSHI: StopSeed[] = [
  {
    place: 'Arusha',
    region: 'Arusha',
    point: 'Clock Tower, Boma Road',
    minutes: 0,
    km: 0,
    board: true,
    alight: false,
  },
  {
    place: 'Usa River',
    region: 'Arusha',
    point: 'Usa River junction',
    minutes: 30,
    km: 22,
    board: true,
    alight: true,
  },
  {
    place: 'Kilimanjaro Airport',
    region: 'Kilimanjaro',
    point: 'Kilimanjaro International Airport (KIA), arrivals hall',
    minutes: 60,
    km: 48,
    board: true,
    alight: true,
  },
  {
    place: 'Moshi',
    region: 'Kilimanjaro',
    point: 'YMCA roundabout, Moshi',
    minutes: 105,
    km: 80,
    board: false,
    alight: true,
  },
];
const SHUTTLE_FARES: Record<string, number> = {
  'Arusha>Usa River': 5_000,
  'Arusha>Kilimanjaro Airport': 15_000,
  'Arusha>Moshi': 12_000,
  'Usa River>Kilimanjaro Airport': 10_000,
  'Usa River>Moshi': 10_000,
  'Kilimanjaro Airport>Moshi': 12_000,
};
const shuttleFare = (from: StopSeed, to: StopSeed) =>
  SHUTTLE_FARES[`${from.place}>${to.place}`] ?? SHUTTLE_FARES[`${to.place}>${from.place}`] ?? 15_000;

const ARUSHA_KARATU: StopSeed[] = [
  {
    place: 'Arusha',
    region: 'Arusha',
    point: 'Clock Tower, Boma Road',
    minutes: 0,
    km: 0,
    board: true,
    alight: false,
  },
  {
    place: 'Makuyuni',
    region: 'Arusha',
    point: 'Makuyuni junction',
    minutes: 75,
    km: 80,
    board: true,
    alight: true,
  },
  {
    place: 'Mto wa Mbu',
    region: 'Arusha',
    point: 'Mto wa Mbu market stand',
    minutes: 110,
    km: 115,
    board: true,
    alight: true,
  },
  {
    place: 'Karatu',
    region: 'Arusha',
    point: 'Karatu town stand',
    minutes: 150,
    km: 145,
    board: false,
    alight: true,
  },
];

// A shuttle takes late changes: bands closer to departure than the default.
const SHUTTLE_BANDS: TransportRefundBand[] = [
  { min_hours_before: 12, percent: 100 },
  { min_hours_before: 3, percent: 50 },
  { min_hours_before: 0, percent: 0 },
];

const MLIMA: NetworkSeed = {
  transporterEmail: 'mlima@demo.dalarides.co.tz',
  companyAddress: 'Sokoine Road, near the Clock Tower, Arusha',
  vehicles: [
    {
      key: 'mlima-coaster-1',
      plate: 'T 331 DMZ',
      make: 'Toyota',
      model: 'Coaster',
      year: 2021,
      vehicleClass: 'shuttle',
      template: 'coaster',
      amenities: ['air_conditioning', 'charging', 'luggage_space', 'seat_belts'],
      art: ['coaster-sunrise-kilimanjaro', 'coaster-sunrise-road'],
    },
    {
      key: 'mlima-coaster-2',
      plate: 'T 332 DMZ',
      make: 'Toyota',
      model: 'Coaster',
      year: 2020,
      vehicleClass: 'coaster',
      template: 'coaster',
      amenities: ['air_conditioning', 'luggage_space', 'seat_belts'],
      art: ['coaster-sunrise-road', 'coaster-sunrise-acacia'],
    },
    {
      key: 'mlima-4x4-1',
      plate: 'T 870 DLS',
      make: 'Toyota',
      model: 'Land Cruiser 79 (pop-up roof)',
      year: 2022,
      vehicleClass: 'four_by_four',
      template: 'four_by_four',
      amenities: ['charging', 'refreshments', 'luggage_space', 'seat_belts'],
      art: ['land-cruiser-sunrise-acacia', 'land-cruiser-sunrise-kilimanjaro'],
    },
    {
      key: 'mlima-4x4-2',
      plate: 'T 871 DLS',
      make: 'Toyota',
      model: 'Land Cruiser 79 (pop-up roof)',
      year: 2022,
      vehicleClass: 'four_by_four',
      template: 'four_by_four',
      amenities: ['charging', 'refreshments', 'luggage_space', 'seat_belts'],
      art: ['land-cruiser-sunrise-road'],
    },
  ],
  drivers: [
    {
      key: 'mlima-d1',
      fullName: 'Godlisten Swai',
      phone: '+255754118820',
      licenceNumber: 'TZ-DL-4311870',
      licenceClass: 'C1',
      licenceExpiresInDays: 700,
    },
    {
      key: 'mlima-d2',
      fullName: 'Upendo Mollel',
      phone: '+255689224571',
      licenceNumber: 'TZ-DL-4402119',
      licenceClass: 'C1',
      licenceExpiresInDays: 560,
    },
    {
      key: 'mlima-d3',
      fullName: 'Lomayani Laizer',
      phone: '+255765990034',
      licenceNumber: 'TZ-DL-4120456',
      licenceClass: 'C1',
      licenceExpiresInDays: 480,
    },
    {
      key: 'mlima-d4',
      fullName: 'Saning’o Ole Meshuko',
      phone: '+255716450973',
      licenceNumber: 'TZ-DL-4251732',
      licenceClass: 'C1',
      licenceExpiresInDays: 365,
    },
  ],
  routes: [
    { key: 'arusha-moshi', stops: ARUSHA_MOSHI, fare: shuttleFare, refundBands: SHUTTLE_BANDS },
    { key: 'moshi-arusha', stops: reversed(ARUSHA_MOSHI), fare: shuttleFare, refundBands: SHUTTLE_BANDS },
    { key: 'arusha-karatu', stops: ARUSHA_KARATU, fare: perKm(230, 10_000) },
    { key: 'karatu-arusha', stops: reversed(ARUSHA_KARATU), fare: perKm(230, 10_000) },
  ],
  schedules: [
    {
      route: 'arusha-moshi',
      vehicle: 'mlima-coaster-1',
      driver: 'mlima-d1',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '07:00',
      cutoffMinutes: 60,
    },
    {
      route: 'arusha-moshi',
      vehicle: 'mlima-coaster-1',
      driver: 'mlima-d1',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '14:00',
      cutoffMinutes: 60,
    },
    {
      route: 'moshi-arusha',
      vehicle: 'mlima-coaster-2',
      driver: 'mlima-d2',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '08:00',
      cutoffMinutes: 60,
    },
    {
      route: 'moshi-arusha',
      vehicle: 'mlima-coaster-2',
      driver: 'mlima-d2',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '16:30',
      cutoffMinutes: 60,
    },
    {
      route: 'arusha-karatu',
      vehicle: 'mlima-4x4-1',
      driver: 'mlima-d3',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '07:30',
      cutoffMinutes: 720,
    },
    {
      route: 'karatu-arusha',
      vehicle: 'mlima-4x4-2',
      driver: 'mlima-d4',
      weekdays: [1, 3, 5, 7],
      time: '15:00',
      cutoffMinutes: 720,
    },
  ],
};

// ── Ziwa Express: Mwanza ↔ Arusha through Shinyanga, Singida and Babati ────────────────────────────

const MWANZA_ARUSHA: StopSeed[] = [
  {
    place: 'Mwanza',
    region: 'Mwanza',
    point: 'Nyegezi bus terminal',
    minutes: 0,
    km: 0,
    board: true,
    alight: false,
  },
  {
    place: 'Shinyanga',
    region: 'Shinyanga',
    point: 'Shinyanga bus stand',
    minutes: 170,
    km: 165,
    board: true,
    alight: true,
  },
  {
    place: 'Nzega',
    region: 'Tabora',
    point: 'Nzega bus stand',
    minutes: 290,
    km: 280,
    board: true,
    alight: true,
  },
  {
    place: 'Singida',
    region: 'Singida',
    point: 'Singida Misuna bus terminal',
    minutes: 520,
    km: 505,
    board: true,
    alight: true,
  },
  {
    place: 'Babati',
    region: 'Manyara',
    point: 'Babati bus stand',
    minutes: 700,
    km: 670,
    board: true,
    alight: true,
  },
  {
    place: 'Arusha',
    region: 'Arusha',
    point: 'Arusha main bus terminal',
    minutes: 860,
    km: 840,
    board: false,
    alight: true,
  },
];

const ZIWA: NetworkSeed = {
  transporterEmail: 'ziwa@demo.dalarides.co.tz',
  companyAddress: 'Nyegezi Bus Terminal, Mwanza',
  vehicles: [
    {
      key: 'ziwa-ordinary-1',
      plate: 'T 157 DGB',
      make: 'Yutong',
      model: 'ZK6112D',
      year: 2019,
      vehicleClass: 'ordinary',
      template: 'three_two',
      amenities: ['luggage_space'],
      art: ['ordinary-bus-night-acacia', 'ordinary-bus-night-road'],
    },
    {
      key: 'ziwa-semi-1',
      plate: 'T 902 DHE',
      make: 'Higer',
      model: 'KLQ6128LQ',
      year: 2022,
      vehicleClass: 'semi_luxury',
      template: 'two_two',
      amenities: [
        'air_conditioning',
        'charging',
        'reclining_seats',
        'luggage_space',
        'seat_belts',
        'entertainment',
      ],
      art: ['semi-luxury-coach-night-kilimanjaro', 'semi-luxury-coach-night-acacia'],
    },
    {
      key: 'ziwa-semi-2',
      plate: 'T 903 DHE',
      make: 'Higer',
      model: 'KLQ6128LQ',
      year: 2022,
      vehicleClass: 'semi_luxury',
      template: 'two_two',
      amenities: [
        'air_conditioning',
        'charging',
        'reclining_seats',
        'luggage_space',
        'seat_belts',
        'entertainment',
      ],
      art: ['semi-luxury-coach-night-road'],
    },
  ],
  drivers: [
    {
      key: 'ziwa-d1',
      fullName: 'Masanja Kulwa',
      phone: '+255757330218',
      licenceNumber: 'TZ-DL-3950661',
      licenceClass: 'C',
      licenceExpiresInDays: 330,
    },
    {
      key: 'ziwa-d2',
      fullName: 'Charles Mabula',
      phone: '+255684120907',
      licenceNumber: 'TZ-DL-4077342',
      licenceClass: 'C',
      licenceExpiresInDays: 610,
    },
    {
      key: 'ziwa-d3',
      fullName: 'Paulo Nyanda',
      phone: '+255762781156',
      licenceNumber: 'TZ-DL-4189023',
      licenceClass: 'C',
      licenceExpiresInDays: 450,
    },
  ],
  routes: [
    { key: 'mwanza-arusha', stops: MWANZA_ARUSHA, fare: perKm(48, 5_000) },
    { key: 'arusha-mwanza', stops: reversed(MWANZA_ARUSHA), fare: perKm(48, 5_000) },
  ],
  schedules: [
    {
      route: 'mwanza-arusha',
      vehicle: 'ziwa-ordinary-1',
      driver: 'ziwa-d1',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '05:30',
      cutoffMinutes: 120,
    },
    {
      route: 'arusha-mwanza',
      vehicle: 'ziwa-semi-1',
      driver: 'ziwa-d2',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '06:00',
      cutoffMinutes: 120,
    },
    {
      route: 'mwanza-arusha',
      vehicle: 'ziwa-semi-2',
      driver: 'ziwa-d3',
      weekdays: [1, 3, 5],
      time: '07:00',
      cutoffMinutes: 120,
    },
  ],
};

export const DEMO_NETWORKS: readonly NetworkSeed[] = [TWIGA, MLIMA, ZIWA];

/** How far ahead the demo schedules run (the issue: trips on sale for the next 90 days). */
export const DEMO_SCHEDULE_DAYS = 90;
