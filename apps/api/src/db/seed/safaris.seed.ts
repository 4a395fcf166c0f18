import {
  addDays,
  todayInTanzania,
  toMinorUnits,
  type ItineraryDay,
  type Meal,
  type SafariTier,
} from '@dala/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import {
  destinations,
  operatorProfiles,
  safariBlockedDates,
  safariDepartures,
  safariImages,
  safariPackageDestinations,
  safariPackages,
  users,
} from '../schema';
import { indexSearchWords } from '../search-words';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * Demo safari catalog: three verified tour operators (the platform's Kilele Safaris plus two more) and
 * 26 packages across Tanzania, with departures over the next 12 months and SVG art. Their reviews are
 * real reviews of seeded past bookings (reviews.seed.ts, from DEMO_REVIEW_PLAN).
 * Everything here is demo data (company names say so). Idempotent: existing slugs are left alone.
 */

const EXTRA_OPERATORS = [
  {
    email: 'horizons@demo.dalarides.co.tz',
    firstName: 'Rehema',
    lastName: 'Massawe',
    phoneNumber: '+255754220330',
    companyName: 'Crater Horizons Safaris (demo)',
  },
  {
    email: 'pwani@demo.dalarides.co.tz',
    firstName: 'Hamisi',
    lastName: 'Said',
    phoneNumber: '+255777440550',
    companyName: 'Pwani Coast & Bush (demo)',
  },
] as const;
const OPERATOR_EMAILS = ['operator@demo.dalarides.co.tz', ...EXTRA_OPERATORS.map((o) => o.email)];

interface DayTemplate {
  title: string;
  description: string;
  /** Where the night is spent ('' on the last day). */
  stay: string;
  meals: Meal[];
}

const DAY: Record<string, DayTemplate> = {
  arrive: {
    title: 'Arrival in Arusha',
    description:
      'Your guide meets you at Kilimanjaro International Airport and drives you to Arusha, where a briefing over dinner walks you through the days ahead.',
    stay: 'Arusha',
    meals: ['dinner'],
  },
  tarangire: {
    title: 'Tarangire National Park',
    description:
      'Game drive among ancient baobabs along the Tarangire River, where large elephant herds gather in the dry season; picnic lunch at a viewpoint.',
    stay: 'Tarangire',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  manyara: {
    title: 'Lake Manyara National Park',
    description:
      'Groundwater forest, baboon troops and the soda lake with its flamingos; look up for the park’s famous tree-climbing lions.',
    stay: 'Karatu',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  toSerengeti: {
    title: 'Into the Serengeti',
    description:
      'Cross the Ngorongoro highlands and descend to the Serengeti plains, game driving through the Seronera valley on the way to camp.',
    stay: 'Central Serengeti',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  serengeti: {
    title: 'Full day in the Serengeti',
    description:
      'Dawn and afternoon drives following the herds and the big cats; your guide positions the vehicle where the migration is that week.',
    stay: 'Serengeti',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  crater: {
    title: 'Ngorongoro Crater',
    description:
      'Descend 600 m to the crater floor at first light for a day among lion, buffalo, hippo and the rare black rhino, then climb back to the rim.',
    stay: 'Ngorongoro highlands',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  natron: {
    title: 'Lake Natron and Ol Doinyo Lengai',
    description:
      'A rough road through Maasai country to the soda lake below the active volcano; walk to the Ngare Sero waterfalls in the afternoon.',
    stay: 'Lake Natron',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  depart: {
    title: 'Return and departure',
    description:
      'A last morning drive, then back to Arusha or the airstrip for your onward flight. Day rooms can be arranged on request.',
    stay: '',
    meals: ['breakfast', 'lunch'],
  },
  kiliGate: {
    title: 'Gate to rainforest camp',
    description:
      'Register at the park gate and climb through montane rainforest with colobus monkeys to the first camp (about 5 hours).',
    stay: 'Mountain camp (tents)',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  kiliShira: {
    title: 'Up to the Shira Plateau',
    description: 'Out of the forest onto heath and moorland with the first clear views of Kibo’s glaciers.',
    stay: 'Mountain camp (tents)',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  kiliLava: {
    title: 'Lava Tower and Barranco',
    description:
      'Climb high to Lava Tower (4,600 m) to acclimatise, then descend to sleep in the Barranco valley.',
    stay: 'Mountain camp (tents)',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  kiliBarafu: {
    title: 'Barranco Wall to Barafu',
    description: 'Scramble up the Barranco Wall and traverse via Karanga to base camp for an early night.',
    stay: 'Barafu base camp (tents)',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  kiliSummit: {
    title: 'Summit night: Uhuru Peak',
    description:
      'Start at midnight, reach Stella Point at sunrise and Uhuru Peak (5,895 m), then descend to the lower camp.',
    stay: 'Mweka camp (tents)',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  kiliDown: {
    title: 'Descent and certificates',
    description:
      'Walk down through the forest to the gate to collect your summit certificate; transfer to Moshi.',
    stay: '',
    meals: ['breakfast', 'lunch'],
  },
  ruahaFly: {
    title: 'Fly to Ruaha',
    description:
      'A light aircraft from Dar es Salaam to Msembe airstrip; afternoon drive along the Great Ruaha River.',
    stay: 'Ruaha',
    meals: ['lunch', 'dinner'],
  },
  ruaha: {
    title: 'Ruaha game drives',
    description:
      'Big prides of lion, wild dog and greater kudu in one of Tanzania’s wildest parks, with walking safaris on request.',
    stay: 'Ruaha',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  nyerere: {
    title: 'Boat safari on the Rufiji',
    description:
      'Glide past hippo pods, crocodiles and carmine bee-eaters by boat, then game drive around the lakes.',
    stay: 'Nyerere',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  nyerereWalk: {
    title: 'Guided walk in Nyerere',
    description:
      'An armed ranger leads a morning walk to read tracks and signs; afternoon drive for lion and wild dog.',
    stay: 'Nyerere',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  mikumi: {
    title: 'Mikumi National Park',
    description: 'Open floodplains with giraffe, zebra, elephant and lion, an easy drive from Dar es Salaam.',
    stay: 'Mikumi',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  fromDar: {
    title: 'Dar es Salaam to the park',
    description: 'Early pick-up from your hotel in Dar es Salaam and a drive west along the Morogoro road.',
    stay: 'Mikumi',
    meals: ['lunch', 'dinner'],
  },
  stoneTown: {
    title: 'Stone Town',
    description:
      'A walking tour of Stone Town’s carved doors, markets and the Old Fort, with sunset at Forodhani.',
    stay: 'Stone Town',
    meals: ['breakfast', 'dinner'],
  },
  spice: {
    title: 'Spice farm and the north coast',
    description:
      'Taste cloves, vanilla and nutmeg on a spice farm, then continue to the white beaches of Nungwi.',
    stay: 'Nungwi beach',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  beach: {
    title: 'Free day on the beach',
    description: 'Snorkel at Mnemba atoll, sail on a dhow or simply rest by the Indian Ocean.',
    stay: 'Beach hotel',
    meals: ['breakfast', 'dinner'],
  },
  chimps: {
    title: 'Chimpanzee trek',
    description:
      'Trek through forest with a ranger to spend an hour with a habituated chimpanzee community; afternoon on the lake shore.',
    stay: 'Lake Tanganyika',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  katavi: {
    title: 'Katavi floodplains',
    description:
      'Huge buffalo herds and hippo pools on the Katuma River in one of Africa’s least visited parks.',
    stay: 'Katavi',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  hike: {
    title: 'Mountain trail',
    description:
      'A guided day hike through villages, forest and viewpoints with a local guide; picnic lunch on the trail.',
    stay: 'Mountain lodge',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  waterfall: {
    title: 'Sanje waterfall hike',
    description:
      'Climb through rainforest to the Sanje falls, looking out for endemic red colobus and Sanje mangabey.',
    stay: 'Udzungwa',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  arushaPark: {
    title: 'Arusha National Park',
    description:
      'Canoe on the Momella lakes, walk with a ranger among giraffe and buffalo, and look for black-and-white colobus.',
    stay: '',
    meals: ['lunch'],
  },
  dive: {
    title: 'Diving and snorkelling',
    description:
      'Two guided dives or snorkel trips in the marine park; whale sharks visit between October and February.',
    stay: 'Mafia Island',
    meals: ['breakfast', 'lunch', 'dinner'],
  },
  flyCoast: {
    title: 'Fly to the coast',
    description:
      'A scenic light-aircraft flight to the island, where you are met and taken to your beach lodge.',
    stay: 'Beach lodge',
    meals: ['lunch', 'dinner'],
  },
};

const STAY_BY_TIER: Record<SafariTier, string> = {
  budget: 'Campsite with dome tents',
  'mid-range': 'Tented lodge',
  luxury: 'Luxury tented camp',
};

function itinerary(dayKeys: string[], tier: SafariTier): ItineraryDay[] {
  return dayKeys.map((key, i) => {
    const t = DAY[key]!;
    const stay = !t.stay ? '' : t.stay.includes('(') ? t.stay : `${STAY_BY_TIER[tier]}, ${t.stay}`;
    return { day: i + 1, title: t.title, description: t.description, accommodation: stay, meals: t.meals };
  });
}

const SAFARI_INCLUDES = [
  'Private 4x4 Land Cruiser with pop-up roof',
  'Professional English-speaking driver-guide',
  'All park and conservation fees',
  'Accommodation and meals as listed',
  'Drinking water in the vehicle',
  'Airport transfers',
];
const SAFARI_EXCLUDES = [
  'International flights and visas',
  'Travel insurance',
  'Tips for guide and staff',
  'Alcoholic drinks',
];
const TREK_INCLUDES = [
  'Certified mountain guide, assistant guides and porters',
  'Park, camping and rescue fees',
  'Quality mountain tents and sleeping mats',
  'All meals on the mountain and treated water',
  'Hotel night in Moshi before and after',
  'Airport transfers',
];
const TREK_EXCLUDES = [
  'Sleeping bag and personal gear (rental available)',
  'Tips for the mountain crew',
  'Travel insurance',
];
const COAST_INCLUDES = [
  'Hotel accommodation as listed',
  'Breakfasts and dinners',
  'Transfers on the island',
  'Guided tours as listed',
];
const COAST_EXCLUDES = [
  'Flights to and from the island',
  'Activity fees not listed',
  'Travel insurance',
  'Tips',
];

interface CatalogEntry {
  slug: string;
  title: string;
  summary: string;
  description: string;
  operator: 0 | 1 | 2;
  destinations: string[];
  tier: SafariTier;
  isPrivate: boolean;
  maxGroupSize: number;
  adultUsd: number;
  childUsd: number;
  depositPercent?: number;
  days: string[];
  kind: 'safari' | 'trek' | 'coast';
  art: string[];
  /** Demo reviews (written by reviews.seed.ts on seeded past bookings): how many and the average aimed at. */
  reviews: [count: number, average: number];
}

/** The first four are the home page's Popular Safari Packages (spec §1: 1299, 899, 1899, 1099). */
const CATALOG: CatalogEntry[] = [
  {
    slug: 'serengeti-great-migration-safari',
    title: 'Serengeti Great Migration Safari',
    summary:
      'Follow the wildebeest and zebra herds across the Serengeti plains, with a day on the Ngorongoro Crater floor.',
    description:
      'Five days built around the Great Migration. Your guide tracks where the herds are that week, from the southern calving grounds in February to the Mara River crossings from July. Nights are in a tented lodge in the heart of the Serengeti, and the last full day drops into the Ngorongoro Crater for rhino, lion and flamingo.',
    operator: 0,
    destinations: ['serengeti-national-park', 'ngorongoro-crater'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 7,
    adultUsd: 1299,
    childUsd: 899,
    days: ['arrive', 'toSerengeti', 'serengeti', 'crater', 'depart'],
    kind: 'safari',
    art: ['savannah-dusk', 'savannah-day', 'crater-dawn'],
    reviews: [64, 4.9],
  },
  {
    slug: 'ngorongoro-crater-lake-manyara-escape',
    title: 'Ngorongoro Crater & Lake Manyara Escape',
    summary: 'Three days for the Ngorongoro Crater and the tree-climbing lions of Lake Manyara, from Arusha.',
    description:
      'A short safari that still delivers the Big Five. Start in Lake Manyara’s groundwater forest, spend a night in the cool Ngorongoro highlands, and descend into the crater at first light before the vehicles arrive.',
    operator: 1,
    destinations: ['ngorongoro-crater', 'lake-manyara-national-park'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 6,
    adultUsd: 899,
    childUsd: 599,
    days: ['manyara', 'crater', 'depart'],
    kind: 'safari',
    art: ['crater-day', 'lake-dawn', 'savannah-day'],
    reviews: [52, 4.85],
  },
  {
    slug: 'kilimanjaro-machame-route-trek',
    title: 'Kilimanjaro Machame Route Trek',
    summary: 'Seven days up the scenic “Whiskey” route to Uhuru Peak, with a climb-high-sleep-low profile.',
    description:
      'The Machame route is the most scenic way up Kilimanjaro and its profile helps acclimatisation. Our certified guides carry oxygen and a pulse oximeter and check you twice a day; the crew is paid fairly and registered with the Kilimanjaro Porters Assistance Project.',
    operator: 0,
    destinations: ['mount-kilimanjaro', 'moshi'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 10,
    adultUsd: 1899,
    childUsd: 1899,
    days: ['kiliGate', 'kiliShira', 'kiliLava', 'kiliBarafu', 'kiliBarafu', 'kiliSummit', 'kiliDown'],
    kind: 'trek',
    art: ['mountain-dawn', 'mountain-day', 'forest-day'],
    reviews: [47, 4.8],
  },
  {
    slug: 'tarangire-elephant-baobab-safari',
    title: 'Tarangire Elephant & Baobab Safari',
    summary:
      'Four days among Tarangire’s elephant herds and baobabs, with Lake Manyara and the Ngorongoro Crater.',
    description:
      'Tarangire holds some of the largest elephant gatherings in Africa between June and October. This safari gives it two unhurried days before continuing to Lake Manyara and the Ngorongoro Crater.',
    operator: 1,
    destinations: ['tarangire-national-park', 'lake-manyara-national-park', 'ngorongoro-crater'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 7,
    adultUsd: 1099,
    childUsd: 749,
    days: ['tarangire', 'tarangire', 'crater', 'depart'],
    kind: 'safari',
    art: ['baobab-dusk', 'baobab-day', 'crater-day'],
    reviews: [44, 4.8],
  },
  {
    slug: 'northern-circuit-luxury-safari',
    title: 'Northern Circuit Luxury Safari',
    summary: 'Eight days through Tarangire, Manyara, the Serengeti and Ngorongoro in luxury tented camps.',
    description:
      'The classic northern circuit at an unhurried pace, with a private vehicle and guide, fly-camp dinners under the stars and the best-placed camps in each park.',
    operator: 0,
    destinations: [
      'serengeti-national-park',
      'ngorongoro-crater',
      'tarangire-national-park',
      'lake-manyara-national-park',
    ],
    tier: 'luxury',
    isPrivate: true,
    maxGroupSize: 6,
    adultUsd: 4850,
    childUsd: 2900,
    depositPercent: 25,
    days: ['arrive', 'tarangire', 'manyara', 'toSerengeti', 'serengeti', 'serengeti', 'crater', 'depart'],
    kind: 'safari',
    art: ['savannah-dawn', 'baobab-dawn', 'crater-dusk'],
    reviews: [12, 4.9],
  },
  {
    slug: 'serengeti-budget-camping-safari',
    title: 'Serengeti Budget Camping Safari',
    summary:
      'Four days of camping in the Serengeti and Ngorongoro for travelers who want the wildlife, not the frills.',
    description:
      'Shared group departures keep the price down: you sleep in dome tents at public campsites with a camp cook, and drive in a Land Cruiser with a window seat for everyone.',
    operator: 1,
    destinations: ['serengeti-national-park', 'ngorongoro-crater'],
    tier: 'budget',
    isPrivate: false,
    maxGroupSize: 7,
    adultUsd: 690,
    childUsd: 520,
    days: ['toSerengeti', 'serengeti', 'crater', 'depart'],
    kind: 'safari',
    art: ['savannah-day', 'river-day', 'crater-day'],
    reviews: [24, 4.5],
  },
  {
    slug: 'lake-natron-ol-doinyo-lengai',
    title: 'Lake Natron & Ol Doinyo Lengai',
    summary: 'Three days at the flamingo lake below the Maasai “Mountain of God”, with a waterfall walk.',
    description:
      'Off the main circuit: the soda lake where lesser flamingos breed, Maasai villages, and for the fit an optional night climb of the active volcano.',
    operator: 1,
    destinations: ['lake-natron'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 8,
    adultUsd: 780,
    childUsd: 520,
    days: ['natron', 'natron', 'depart'],
    kind: 'safari',
    art: ['lake-dusk', 'mountain-dusk', 'lake-day'],
    reviews: [11, 4.6],
  },
  {
    slug: 'kilimanjaro-lemosho-route-trek',
    title: 'Kilimanjaro Lemosho Route Trek',
    summary: 'Eight days on the quiet western approach with the best summit success rate of any route.',
    description:
      'Lemosho starts in remote rainforest, crosses the whole Shira Plateau and joins the southern circuit, giving an extra day to acclimatise.',
    operator: 0,
    destinations: ['mount-kilimanjaro'],
    tier: 'luxury',
    isPrivate: false,
    maxGroupSize: 10,
    adultUsd: 2390,
    childUsd: 2390,
    days: [
      'kiliGate',
      'kiliGate',
      'kiliShira',
      'kiliLava',
      'kiliBarafu',
      'kiliBarafu',
      'kiliSummit',
      'kiliDown',
    ],
    kind: 'trek',
    art: ['mountain-dusk', 'forest-dawn', 'mountain-day'],
    reviews: [17, 4.8],
  },
  {
    slug: 'kilimanjaro-marangu-route-trek',
    title: 'Kilimanjaro Marangu Route Trek',
    summary: 'Six days on the “Coca-Cola” route with nights in mountain huts instead of tents.',
    description:
      'The only route with hut accommodation. A steady gradient and an acclimatisation day at Horombo make it a good choice for first-time high-altitude trekkers.',
    operator: 2,
    destinations: ['mount-kilimanjaro', 'moshi'],
    tier: 'budget',
    isPrivate: false,
    maxGroupSize: 12,
    adultUsd: 1590,
    childUsd: 1590,
    days: ['kiliGate', 'kiliShira', 'kiliShira', 'kiliBarafu', 'kiliSummit', 'kiliDown'],
    kind: 'trek',
    art: ['mountain-day', 'forest-day', 'mountain-dawn'],
    reviews: [22, 4.5],
  },
  {
    slug: 'ruaha-wilderness-fly-in-safari',
    title: 'Ruaha Wilderness Fly-in Safari',
    summary: 'Five private days in remote Ruaha: big lion prides, wild dog and almost no other vehicles.',
    description:
      'Fly straight into Tanzania’s largest national park. Drives and walking safaris with a private guide from an owner-run camp on the Great Ruaha River.',
    operator: 2,
    destinations: ['ruaha-national-park'],
    tier: 'luxury',
    isPrivate: true,
    maxGroupSize: 6,
    adultUsd: 2450,
    childUsd: 1650,
    days: ['ruahaFly', 'ruaha', 'ruaha', 'ruaha', 'depart'],
    kind: 'safari',
    art: ['river-dusk', 'baobab-day', 'savannah-dawn'],
    reviews: [9, 4.9],
  },
  {
    slug: 'nyerere-boat-walking-safari',
    title: 'Nyerere Boat & Walking Safari',
    summary: 'Four days in the former Selous: boat safaris on the Rufiji, guided walks and game drives.',
    description:
      'Nyerere National Park is the one place in Tanzania where you can combine boat, foot and vehicle safaris in a single stay.',
    operator: 2,
    destinations: ['nyerere-national-park', 'dar-es-salaam'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 8,
    adultUsd: 1350,
    childUsd: 890,
    days: ['nyerere', 'nyerereWalk', 'nyerere', 'depart'],
    kind: 'safari',
    art: ['river-day', 'river-dawn', 'forest-day'],
    reviews: [14, 4.7],
  },
  {
    slug: 'mikumi-weekend-safari-from-dar',
    title: 'Mikumi Weekend Safari from Dar es Salaam',
    summary: 'Two days from Dar es Salaam to Mikumi’s open plains: the easiest safari from the coast.',
    description:
      'Leave Dar es Salaam early on Saturday, game drive in the afternoon and the next morning, and be back in the city on Sunday evening.',
    operator: 2,
    destinations: ['mikumi-national-park', 'dar-es-salaam'],
    tier: 'budget',
    isPrivate: false,
    maxGroupSize: 12,
    adultUsd: 420,
    childUsd: 280,
    days: ['fromDar', 'depart'],
    kind: 'safari',
    art: ['savannah-day', 'baobab-dawn', 'river-day'],
    reviews: [20, 4.4],
  },
  {
    slug: 'zanzibar-beach-extension',
    title: 'Zanzibar Stone Town & Beach Extension',
    summary: 'Four days to unwind after safari: Stone Town, a spice farm and the beaches of the north coast.',
    description:
      'The perfect end to a safari. A night in historic Stone Town, a spice tour, and two nights on the white sand of Nungwi.',
    operator: 2,
    destinations: ['zanzibar'],
    tier: 'mid-range',
    isPrivate: true,
    maxGroupSize: 8,
    adultUsd: 740,
    childUsd: 420,
    days: ['stoneTown', 'spice', 'beach', 'depart'],
    kind: 'coast',
    art: ['beach-day', 'beach-dusk', 'beach-dawn'],
    reviews: [26, 4.7],
  },
  {
    slug: 'serengeti-zanzibar-bush-and-beach',
    title: 'Serengeti to Zanzibar: Bush & Beach',
    summary: 'Ten days: the Serengeti and Ngorongoro, then fly to Zanzibar for Stone Town and the beach.',
    description:
      'The classic Tanzania combination in one booking: five days on safari in the north and four on the Indian Ocean, with the flight between included.',
    operator: 0,
    destinations: ['serengeti-national-park', 'ngorongoro-crater', 'zanzibar'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 6,
    adultUsd: 3290,
    childUsd: 2190,
    days: [
      'arrive',
      'tarangire',
      'toSerengeti',
      'serengeti',
      'crater',
      'flyCoast',
      'stoneTown',
      'spice',
      'beach',
      'depart',
    ],
    kind: 'safari',
    art: ['savannah-dusk', 'beach-day', 'crater-day'],
    reviews: [15, 4.8],
  },
  {
    slug: 'southern-circuit-explorer',
    title: 'Southern Circuit Explorer',
    summary: 'Seven days across Mikumi, Ruaha and Nyerere: the wild south without the crowds.',
    description:
      'Road and air combine to cover Tanzania’s southern parks: Mikumi’s plains, Ruaha’s baobab hills and the Rufiji river system of Nyerere.',
    operator: 2,
    destinations: ['ruaha-national-park', 'nyerere-national-park', 'mikumi-national-park'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 6,
    adultUsd: 2890,
    childUsd: 1890,
    days: ['fromDar', 'mikumi', 'ruaha', 'ruaha', 'nyerere', 'nyerereWalk', 'depart'],
    kind: 'safari',
    art: ['baobab-dusk', 'river-dusk', 'savannah-day'],
    reviews: [8, 4.7],
  },
  {
    slug: 'arusha-national-park-day-trip',
    title: 'Arusha National Park Day Trip',
    summary: 'A private day of canoeing, walking and game viewing in the park at the foot of Mount Meru.',
    description:
      'Ideal on arrival or departure day: canoe on Momella Lake, walk with an armed ranger and look for colobus monkeys in the forest.',
    operator: 1,
    destinations: ['arusha-national-park', 'arusha'],
    tier: 'budget',
    isPrivate: true,
    maxGroupSize: 6,
    adultUsd: 180,
    childUsd: 120,
    days: ['arushaPark'],
    kind: 'safari',
    art: ['forest-dawn', 'lake-day', 'mountain-day'],
    reviews: [12, 4.6],
  },
  {
    slug: 'tarangire-manyara-ngorongoro-camping',
    title: 'Tarangire, Manyara & Ngorongoro Camping',
    summary: 'Four days of group camping through three northern parks at a budget price.',
    description:
      'Shared departures every week, simple campsites with hot showers, and a cook who travels with the group.',
    operator: 1,
    destinations: ['tarangire-national-park', 'lake-manyara-national-park', 'ngorongoro-crater'],
    tier: 'budget',
    isPrivate: false,
    maxGroupSize: 7,
    adultUsd: 860,
    childUsd: 610,
    days: ['tarangire', 'manyara', 'crater', 'depart'],
    kind: 'safari',
    art: ['baobab-day', 'lake-day', 'crater-dawn'],
    reviews: [18, 4.4],
  },
  {
    slug: 'ngorongoro-highlands-walking-safari',
    title: 'Ngorongoro Highlands Walking Safari',
    summary:
      'Five days on foot through the crater highlands with Maasai guides and donkeys, ending at Lake Natron.',
    description:
      'A trek rather than a drive: walk from Empakaai crater down the Rift Valley escarpment to Lake Natron, with a support vehicle and fly camps.',
    operator: 1,
    destinations: ['ngorongoro-crater', 'lake-natron'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 8,
    adultUsd: 1650,
    childUsd: 1100,
    days: ['arrive', 'crater', 'natron', 'natron', 'depart'],
    kind: 'safari',
    art: ['crater-dusk', 'mountain-dusk', 'lake-dawn'],
    reviews: [7, 4.7],
  },
  {
    slug: 'serengeti-calving-season-photography',
    title: 'Serengeti Calving Season Photo Safari',
    summary: 'Six days in the southern Serengeti in calving season, in a vehicle set up for photographers.',
    description:
      'From January to March the herds calve on the Ndutu plains and the predators follow. Bean-bags, charging points and one row per photographer.',
    operator: 0,
    destinations: ['serengeti-national-park', 'ngorongoro-crater'],
    tier: 'luxury',
    isPrivate: false,
    maxGroupSize: 6,
    adultUsd: 2750,
    childUsd: 2750,
    days: ['arrive', 'toSerengeti', 'serengeti', 'serengeti', 'serengeti', 'depart'],
    kind: 'safari',
    art: ['savannah-dawn', 'savannah-dusk', 'river-dawn'],
    reviews: [10, 4.9],
  },
  {
    slug: 'katavi-remote-wilderness-safari',
    title: 'Katavi Remote Wilderness Safari',
    summary: 'Six private days in Katavi, one of Africa’s last true wildernesses, by charter flight.',
    description:
      'Katavi sees a few hundred visitors a year. Late in the dry season its rivers shrink into pools packed with hippo and crocodile and buffalo herds thousands strong.',
    operator: 2,
    destinations: ['katavi-national-park'],
    tier: 'luxury',
    isPrivate: true,
    maxGroupSize: 4,
    adultUsd: 3600,
    childUsd: 2400,
    days: ['ruahaFly', 'katavi', 'katavi', 'katavi', 'katavi', 'depart'],
    kind: 'safari',
    art: ['river-dusk', 'savannah-dusk', 'baobab-dawn'],
    reviews: [5, 5],
  },
  {
    slug: 'mahale-chimpanzee-expedition',
    title: 'Mahale Chimpanzee Expedition',
    summary:
      'Five days on the shore of Lake Tanganyika with daily treks to the chimpanzees of the Mahale Mountains.',
    description:
      'Reached only by air and boat, Mahale has one of the most studied chimpanzee communities in the world. Evenings on a white-sand beach with forested mountains behind.',
    operator: 0,
    destinations: ['mahale-mountains-national-park'],
    tier: 'luxury',
    isPrivate: false,
    maxGroupSize: 6,
    adultUsd: 3450,
    childUsd: 3450,
    days: ['flyCoast', 'chimps', 'chimps', 'chimps', 'depart'],
    kind: 'safari',
    art: ['forest-dusk', 'beach-dawn', 'forest-day'],
    reviews: [6, 4.8],
  },
  {
    slug: 'gombe-stream-chimpanzee-trek',
    title: 'Gombe Stream Chimpanzee Trek',
    summary: 'Three days in Jane Goodall’s Gombe, by boat from Kigoma, with two chimpanzee treks.',
    description:
      'The smallest national park in Tanzania and the site of the longest-running chimpanzee study.',
    operator: 2,
    destinations: ['gombe-stream-national-park'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 8,
    adultUsd: 1190,
    childUsd: 1190,
    days: ['chimps', 'chimps', 'depart'],
    kind: 'safari',
    art: ['forest-day', 'lake-dusk', 'forest-dawn'],
    reviews: [9, 4.6],
  },
  {
    slug: 'usambara-mountains-hiking',
    title: 'Usambara Mountains Village Hike',
    summary: 'Four days of hiking between villages, forests and viewpoints in the cool Usambara highlands.',
    description:
      'Walk with local guides through farms and forest reserves, staying in simple guesthouses and lodges.',
    operator: 1,
    destinations: ['usambara-mountains'],
    tier: 'budget',
    isPrivate: true,
    maxGroupSize: 10,
    adultUsd: 520,
    childUsd: 300,
    days: ['hike', 'hike', 'hike', 'depart'],
    kind: 'trek',
    art: ['forest-dawn', 'mountain-day', 'forest-dusk'],
    reviews: [13, 4.5],
  },
  {
    slug: 'udzungwa-waterfalls-hike',
    title: 'Udzungwa Waterfalls Hike',
    summary: 'Three days of rainforest hiking to the Sanje falls, with a stop in Mikumi on the way.',
    description: 'A green break from the savannah: endemic primates, birds and a 170 m waterfall.',
    operator: 2,
    destinations: ['udzungwa-mountains-national-park', 'mikumi-national-park'],
    tier: 'budget',
    isPrivate: false,
    maxGroupSize: 10,
    adultUsd: 480,
    childUsd: 320,
    days: ['fromDar', 'waterfall', 'depart'],
    kind: 'trek',
    art: ['forest-day', 'river-day', 'forest-dusk'],
    reviews: [7, 4.4],
  },
  {
    slug: 'family-northern-safari',
    title: 'Family Safari: Tarangire, Serengeti & Crater',
    summary: 'Six private days paced for children, with pools at the lodges and short drives.',
    description:
      'Designed with families: a private vehicle, flexible drive times, family rooms and junior ranger activities at each stop.',
    operator: 0,
    destinations: ['tarangire-national-park', 'serengeti-national-park', 'ngorongoro-crater'],
    tier: 'mid-range',
    isPrivate: true,
    maxGroupSize: 7,
    adultUsd: 1790,
    childUsd: 990,
    days: ['arrive', 'tarangire', 'toSerengeti', 'serengeti', 'crater', 'depart'],
    kind: 'safari',
    art: ['savannah-day', 'baobab-day', 'crater-day'],
    reviews: [16, 4.8],
  },
  {
    slug: 'mafia-island-whale-shark-extension',
    title: 'Mafia Island Whale Shark Extension',
    summary: 'Five days of diving, snorkelling and whale sharks in the Mafia Island Marine Park.',
    description:
      'A quiet island with some of the best reefs in East Africa. Swim with whale sharks from October to February.',
    operator: 2,
    destinations: ['mafia-island'],
    tier: 'mid-range',
    isPrivate: false,
    maxGroupSize: 8,
    adultUsd: 1290,
    childUsd: 860,
    days: ['flyCoast', 'dive', 'dive', 'beach', 'depart'],
    kind: 'coast',
    art: ['beach-dawn', 'beach-day', 'lake-day'],
    reviews: [10, 4.7],
  },
];

const SCENES_NOTE = 'Illustration';

/** What reviews.seed.ts writes for each demo package: past bookings and their reviews. */
export const DEMO_REVIEW_PLAN = CATALOG.map((entry) => ({
  slug: entry.slug,
  operatorEmail: OPERATOR_EMAILS[entry.operator]!,
  isPrivate: entry.isPrivate,
  durationDays: entry.days.length,
  adultUsd: entry.adultUsd,
  childUsd: entry.childUsd,
  reviews: entry.reviews,
}));

async function ensureOperators(db: Database): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const op of EXTRA_OPERATORS) {
    const [row] = await db
      .insert(users)
      .values({
        email: op.email,
        passwordHash,
        firstName: op.firstName,
        lastName: op.lastName,
        phoneNumber: op.phoneNumber,
        type: 'operator',
        operatorType: 'tour_operator',
        isVerified: true,
        emailVerifiedAt: sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) {
      await db
        .insert(operatorProfiles)
        .values({
          userId: row.id,
          companyName: op.companyName,
          verificationStatus: 'approved',
          submittedAt: sql`now()`,
          reviewedAt: sql`now()`,
        })
        .onConflictDoNothing();
    }
  }
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, OPERATOR_EMAILS));
  return OPERATOR_EMAILS.map((email) => {
    const found = rows.find((r) => r.email.toLowerCase() === email);
    if (!found) throw new Error(`Demo operator ${email} is missing: seed the demo users first`);
    return found.id;
  });
}

export async function seedDemoSafaris(db: Database, today = todayInTanzania()): Promise<void> {
  const operatorIds = await ensureOperators(db);
  const places = await db
    .select({
      id: destinations.id,
      slug: destinations.slug,
      name: destinations.name,
      region: destinations.region,
    })
    .from(destinations);
  const bySlug = new Map(places.map((p) => [p.slug, p]));

  for (const [index, entry] of CATALOG.entries()) {
    const existing = await db
      .select({ id: safariPackages.id })
      .from(safariPackages)
      .where(eq(safariPackages.slug, entry.slug));
    if (existing.length > 0) continue;
    const dests = entry.destinations.map((slug) => {
      const d = bySlug.get(slug);
      if (!d) throw new Error(`Destination ${slug} is missing: seed the destinations first`);
      return d;
    });
    const includes =
      entry.kind === 'trek' ? TREK_INCLUDES : entry.kind === 'coast' ? COAST_INCLUDES : SAFARI_INCLUDES;
    const excludes =
      entry.kind === 'trek' ? TREK_EXCLUDES : entry.kind === 'coast' ? COAST_EXCLUDES : SAFARI_EXCLUDES;

    await db.transaction(async (tx) => {
      const [pkg] = await tx
        .insert(safariPackages)
        .values({
          operatorId: operatorIds[entry.operator]!,
          slug: entry.slug,
          title: entry.title,
          summary: entry.summary,
          description: entry.description,
          location: dests[0]!.name,
          searchPlaces: [...new Set(dests.flatMap((d) => [d.name, d.region]))].join(' '),
          destinationIds: dests.map((d) => d.id),
          durationDays: entry.days.length,
          itinerary: itinerary(entry.days, entry.tier),
          inclusions: includes,
          exclusions: excludes,
          tier: entry.tier,
          isPrivate: entry.isPrivate,
          maxGroupSize: entry.maxGroupSize,
          adultPriceCents: toMinorUnits(entry.adultUsd),
          childPriceCents: toMinorUnits(entry.childUsd),
          fromPriceCents: toMinorUnits(entry.adultUsd),
          depositPercent: entry.depositPercent ?? 30,
          balanceDueDays: 45,
          minNoticeDays: entry.isPrivate ? 3 : 2,
          status: 'published',
          publishedAt: sql`now()`,
        })
        .returning({ id: safariPackages.id });
      const packageId = pkg!.id;
      await indexSearchWords(tx, [packageId]);
      await tx
        .insert(safariPackageDestinations)
        .values(dests.map((d, position) => ({ packageId, destinationId: d.id, position })));
      await tx.insert(safariImages).values(
        entry.art.map((name, position) => ({
          packageId,
          position,
          isCover: position === 0,
          kind: 'art' as const,
          artName: name,
          width: 800,
          height: 500,
          alt: `${SCENES_NOTE}: ${entry.title}`,
        })),
      );
      if (!entry.isPrivate) {
        // Departures every two to three weeks over the next 12 months.
        const departures: (typeof safariDepartures.$inferInsert)[] = [];
        for (let day = 7 + (index % 6); day <= 365; day += index % 2 === 0 ? 14 : 18) {
          departures.push({ packageId, startDate: addDays(today, day), capacity: entry.maxGroupSize });
        }
        await tx.insert(safariDepartures).values(departures);
      } else {
        await tx.insert(safariBlockedDates).values(
          [40, 41, 42, 120].map((d) => ({
            packageId,
            date: addDays(today, d + index),
            reason: 'Guide on leave (demo)',
          })),
        );
      }
    });
  }
}
