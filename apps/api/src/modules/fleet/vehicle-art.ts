import type { VehicleClass } from '@dala/shared';

/**
 * Original side-view art of the vehicles transporters run (demo listings, and a vehicle without a
 * photo), drawn as SVG on request in the trips palette (apps/web/src/styles.css: trip teal, sand,
 * acacia). A name is `<vehicle>-<livery>-<backdrop>`, e.g. `luxury-coach-teal-kilimanjaro`; only the
 * names listed in VEHICLE_ART_NAMES draw anything, and nothing from the request reaches the SVG.
 */

export const VEHICLE_ART_VEHICLES = [
  'luxury-coach',
  'semi-luxury-coach',
  'ordinary-bus',
  'coaster',
  'shuttle-van',
  'land-cruiser',
] as const;
export const VEHICLE_ART_LIVERIES = ['teal', 'night', 'sunrise'] as const;
export const VEHICLE_ART_BACKDROPS = ['road', 'acacia', 'kilimanjaro'] as const;
export type VehicleArtVehicle = (typeof VEHICLE_ART_VEHICLES)[number];
export type VehicleArtLivery = (typeof VEHICLE_ART_LIVERIES)[number];
export type VehicleArtBackdrop = (typeof VEHICLE_ART_BACKDROPS)[number];

/** The art that stands for a vehicle class while a vehicle has no photo. */
const CLASS_ART: Record<VehicleClass, VehicleArtVehicle> = {
  ordinary: 'ordinary-bus',
  semi_luxury: 'semi-luxury-coach',
  luxury: 'luxury-coach',
  coaster: 'coaster',
  shuttle: 'shuttle-van',
  four_by_four: 'land-cruiser',
};
export const classArtName = (vehicleClass: VehicleClass): string => `${CLASS_ART[vehicleClass]}-teal-road`;

export const VEHICLE_ART_NAMES: readonly string[] = Object.freeze(
  VEHICLE_ART_VEHICLES.flatMap((v) =>
    VEHICLE_ART_LIVERIES.flatMap((l) => VEHICLE_ART_BACKDROPS.map((b) => `${v}-${l}-${b}`)),
  ),
);
const KNOWN_NAMES = new Set(VEHICLE_ART_NAMES);

export function parseVehicleArtName(
  name: string,
): { vehicle: VehicleArtVehicle; livery: VehicleArtLivery; backdrop: VehicleArtBackdrop } | null {
  if (!KNOWN_NAMES.has(name)) return null;
  const vehicle = VEHICLE_ART_VEHICLES.find((v) => name.startsWith(`${v}-`))!;
  const [livery, backdrop] = name.slice(vehicle.length + 1).split('-') as [
    VehicleArtLivery,
    VehicleArtBackdrop,
  ];
  return { vehicle, livery, backdrop };
}

/** The SVG of a listed art name; null for anything else. */
export function vehicleArtSvg(name: string): string | null {
  const parsed = parseVehicleArtName(name);
  return parsed ? renderVehicleArt(parsed.vehicle, parsed.livery, parsed.backdrop) : null;
}

// ---------------------------------------------------------------------------------------------------
// Palette (the web's design tokens)

const TRIP = {
  50: '#effcf9',
  100: '#c9f5ec',
  200: '#94e9da',
  300: '#56d6c3',
  400: '#27bba9',
  500: '#0e9f8f',
  600: '#087f75',
  700: '#0b655e',
  800: '#0e514c',
  900: '#104440',
} as const;
const SAND = {
  50: '#fcfaf6',
  100: '#f7f1e7',
  200: '#eee2cd',
  300: '#e1cca9',
  400: '#d1b07f',
  500: '#c29661',
};
const ACACIA = {
  100: '#dbeede',
  200: '#b9dcc0',
  500: '#2f7a45',
  700: '#1d4f31',
  800: '#183f28',
  900: '#12301f',
};
const PRIMARY = {
  100: '#ffecd2',
  200: '#fed5a4',
  300: '#fdb66b',
  400: '#fa8f32',
  500: '#f2700f',
  600: '#d85607',
};
const INK = '#1c2321';
const GLASS_TOP = '#24413f';
const GLASS_BOTTOM = '#0f2321';

interface Livery {
  body: string;
  bodyShade: string;
  skirt: string;
  stripe: string;
  stripe2: string;
  trim: string;
}

const LIVERIES: Record<VehicleArtLivery, Livery> = {
  // White coach with the brand teal sweep: the common look of Tanzanian intercity lines.
  teal: {
    body: '#fbfdfc',
    bodyShade: '#e3ebe9',
    skirt: TRIP[700],
    stripe: TRIP[500],
    stripe2: TRIP[300],
    trim: TRIP[800],
  },
  // Deep teal with a light sweep.
  night: {
    body: TRIP[800],
    bodyShade: TRIP[900],
    skirt: TRIP[900],
    stripe: TRIP[300],
    stripe2: TRIP[500],
    trim: TRIP[200],
  },
  // Sand body with a sunrise orange and teal sweep.
  sunrise: {
    body: SAND[100],
    bodyShade: SAND[200],
    skirt: TRIP[800],
    stripe: PRIMARY[500],
    stripe2: PRIMARY[300],
    trim: TRIP[700],
  },
};

// ---------------------------------------------------------------------------------------------------
// Backdrops (800 × 500; the road surface starts at y = GROUND)

const W = 800;
const H = 500;
const GROUND = 418;

const acaciaTree = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">` +
  `<path d="M-2.5 0 L-1.5 -44 L-20 -62 L-17 -64 L0 -50 L15 -66 L18 -64 L2 -44 L2.5 0 Z"/>` +
  `<path d="M-58 -70 Q-40 -88 -6 -84 Q20 -94 50 -84 Q70 -80 66 -70 Q30 -62 0 -66 Q-30 -62 -58 -70 Z"/></g>`;

/** The sky's gradient stops (top, bottom) and where the bottom colour is reached. */
const SKIES: Record<VehicleArtBackdrop, [top: string, bottom: string, at: number]> = {
  road: ['#cfeee8', TRIP[50], 0.75],
  acacia: [PRIMARY[200], SAND[100], 0.7],
  kilimanjaro: [TRIP[100], PRIMARY[100], 0.8],
};

function landscape(backdrop: VehicleArtBackdrop): string {
  switch (backdrop) {
    case 'road':
      return (
        `<circle cx="640" cy="96" r="38" fill="#ffffff" opacity="0.85"/>` +
        `<path d="M0 330 Q120 290 250 312 T520 300 T800 296 V420 H0 Z" fill="${TRIP[200]}" opacity="0.55"/>` +
        `<path d="M0 356 Q180 330 360 348 T800 340 V420 H0 Z" fill="${ACACIA[200]}"/>` +
        acaciaTree(96, 372, 0.55, ACACIA[500]) +
        acaciaTree(742, 366, 0.45, ACACIA[500]) +
        `<rect x="0" y="380" width="${W}" height="40" fill="${ACACIA[100]}"/>`
      );
    case 'acacia':
      return (
        `<circle cx="170" cy="150" r="54" fill="#fff3dc" opacity="0.95"/>` +
        `<path d="M0 340 Q160 318 330 332 T800 326 V420 H0 Z" fill="${SAND[300]}"/>` +
        acaciaTree(60, 370, 1.15, ACACIA[800]) +
        acaciaTree(300, 352, 0.6, ACACIA[700]) +
        acaciaTree(560, 350, 0.5, ACACIA[700]) +
        acaciaTree(742, 374, 1.3, ACACIA[800]) +
        `<rect x="0" y="378" width="${W}" height="42" fill="${SAND[400]}"/>`
      );
    case 'kilimanjaro':
      return (
        // Kibo: a broad, flat-topped cone with its glaciers, and Mawenzi's jagged shoulder to the east.
        `<path d="M-20 330 Q140 280 250 150 Q290 100 330 84 L480 78 Q520 84 560 126 Q610 176 648 196 L668 176 L688 192 L706 170 L722 186 Q760 230 820 280 V380 H-20 Z" fill="${TRIP[700]}" opacity="0.55"/>` +
        `<path d="M282 112 Q300 94 330 84 L480 78 Q514 84 540 106 L528 112 L516 102 L506 118 L490 100 L476 110 L462 96 L446 112 L430 98 L414 106 L398 94 L380 108 L364 96 L346 112 L332 100 L316 116 L302 104 Z" fill="#ffffff" opacity="0.95"/>` +
        `<path d="M0 352 Q200 330 420 346 T800 340 V420 H0 Z" fill="${ACACIA[200]}"/>` +
        acaciaTree(120, 376, 0.7, ACACIA[700]) +
        acaciaTree(690, 372, 0.55, ACACIA[700]) +
        `<rect x="0" y="380" width="${W}" height="40" fill="${ACACIA[100]}"/>`
      );
  }
}

function road(backdrop: VehicleArtBackdrop): string {
  const tarmac = backdrop === 'acacia' ? '#5b5750' : '#4d5654';
  const verge = backdrop === 'acacia' ? SAND[500] : ACACIA[200];
  return (
    `<rect x="0" y="${GROUND - 8}" width="${W}" height="8" fill="${verge}"/>` +
    `<rect x="0" y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${tarmac}"/>` +
    `<rect x="0" y="${GROUND}" width="${W}" height="3" fill="#ffffff" opacity="0.55"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${i * 96 + 10}" y="460" width="52" height="5" rx="2" fill="#f4f1e8" opacity="0.85"/>`,
    ).join('') +
    `<rect x="0" y="494" width="${W}" height="6" fill="${verge}" opacity="0.8"/>`
  );
}

// ---------------------------------------------------------------------------------------------------
// Vehicle parts

const wheel = (cx: number, r: number) => {
  const cy = GROUND - r;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${INK}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#9aa5a3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#c7cfcd"/>` +
    Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3;
      return `<circle cx="${round(cx + Math.cos(a) * r * 0.34)}" cy="${round(cy + Math.sin(a) * r * 0.34)}" r="${round(r * 0.06)}" fill="#7d8886"/>`;
    }).join('') +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="#6b7674"/>`
  );
};

const round = (n: number) => Math.round(n * 10) / 10;

/** The bottom edge from `x0` to `x1` at height `y`, cut by a wheel arch of radius `R` around each wheel. */
function bottomWithArches(x0: number, x1: number, y: number, wheels: number[], R: number): string {
  let d = `L${x0} ${y} `;
  for (const cx of [...wheels].sort((a, b) => a - b)) {
    d += `L${cx - R} ${y} A${R} ${R} 0 0 1 ${cx + R} ${y} `;
  }
  return d + `L${x1} ${y} `;
}

/** The dark wheel well inside each arch (the arch is cut out of the body at `bottom`). */
const wheelWells = (wheels: number[], bottom: number, R: number) =>
  wheels
    .map((cx) => `<path d="M${cx - R} ${bottom} A${R} ${R} 0 0 1 ${cx + R} ${bottom} Z" fill="#26302e"/>`)
    .join('');

const groundShadow = (x0: number, x1: number) =>
  `<ellipse cx="${(x0 + x1) / 2}" cy="${GROUND + 6}" rx="${(x1 - x0) / 2 + 20}" ry="9" fill="#000" opacity="0.22"/>`;

const glass = (d: string) => `<path d="${d}" fill="url(#glass)"/>`;

const glare = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x} ${y + h} L${x + w * 0.35} ${y} L${x + w * 0.5} ${y} L${x + w * 0.15} ${y + h} Z" fill="#ffffff" opacity="0.12"/>`;

interface BusSpec {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  wheels: number[];
  wheelR: number;
  /** How far back the windscreen leans at the top. */
  rake: number;
  /** Side windows: from x, to x, top y, bottom y, pillar every `pane` px. */
  windows: { from: number; top: number; bottom: number; pane: number };
  /** Luggage bays between the axles (coaches). */
  bays: number;
  roofRack?: boolean;
  /** A rounded roof (coaster, van). */
  roofRound: number;
}

function bus(spec: BusSpec, livery: Livery): string {
  const { x0, x1, top, bottom, wheels, wheelR: r, rake, windows: win } = spec;
  const R = r + 7;
  const rr = spec.roofRound;
  // Body outline: along the bottom (wheel arches), up the front with its windscreen rake, the roof, the rear.
  const body =
    `M${x0 + 10} ${bottom} ` +
    bottomWithArches(x0 + 10, x1 - 8, bottom, wheels, R) +
    `Q${x1 + 2} ${bottom} ${x1 + 2} ${bottom - 14} ` +
    `L${x1} ${top + 78} ` +
    `Q${x1 - rake * 0.4} ${top + 30} ${x1 - rake} ${top + rr * 0.3} ` +
    `Q${x1 - rake - 8} ${top} ${x1 - rake - 30} ${top} ` +
    `L${x0 + rr} ${top} Q${x0} ${top} ${x0} ${top + rr} ` +
    `L${x0 - 2} ${bottom - 12} Q${x0 - 2} ${bottom} ${x0 + 10} ${bottom} Z`;
  const frontWheel = Math.max(...wheels);
  const doorX = frontWheel + R + 4;
  const doorW = 34;
  const screenX = doorX + doorW + 5;
  const windscreen =
    `M${x1 - 2} ${win.bottom + 10} L${x1 - 3} ${top + 74} Q${x1 - rake * 0.42} ${top + 30} ${x1 - rake + 2} ${top + rr * 0.3 + 6} ` +
    `Q${x1 - rake - 6} ${top + 8} ${Math.max(x1 - rake - 22, screenX + 6)} ${top + 10} L${screenX} ${top + 14} L${screenX} ${win.bottom + 10} Z`;
  const bandH = win.bottom - win.top;
  const winTo = doorX - 8;
  const pillars: string[] = [];
  for (let x = win.from + win.pane; x < winTo - 10; x += win.pane) {
    pillars.push(
      `<rect x="${x - 3}" y="${win.top}" width="6" height="${bandH}" fill="${livery.trim}" opacity="0.9"/>`,
    );
  }
  const door =
    `<rect x="${doorX}" y="${win.top + 2}" width="${doorW}" height="${bottom - win.top - 14}" rx="4" fill="url(#glass)"/>` +
    `<rect x="${doorX + doorW / 2 - 1}" y="${win.top + 2}" width="2" height="${bottom - win.top - 14}" fill="${livery.trim}"/>` +
    `<rect x="${doorX - 3}" y="${win.top - 1}" width="${doorW + 6}" height="${bottom - win.top - 8}" rx="5" fill="none" stroke="${livery.bodyShade}" stroke-width="2"/>`;
  const rearAxle = Math.max(...wheels.filter((x) => x !== frontWheel));
  const bays = Array.from({ length: spec.bays }, (_, i) => {
    const span = frontWheel - R - (rearAxle + R) - 28;
    const w = span / spec.bays - 10;
    const x = rearAxle + R + 14 + i * (w + 10);
    return `<rect x="${round(x)}" y="${bottom - 50}" width="${round(w)}" height="40" rx="4" fill="none" stroke="${livery.trim}" stroke-width="1.5" opacity="0.3"/>`;
  }).join('');
  const rack = spec.roofRack
    ? `<rect x="${x0 + 40}" y="${top - 14}" width="${x1 - x0 - rake - 100}" height="4" fill="#3c4644"/>` +
      Array.from(
        { length: 10 },
        (_, i) =>
          `<rect x="${x0 + 44 + i * ((x1 - x0 - rake - 108) / 9)}" y="${top - 14}" width="3" height="14" fill="#3c4644"/>`,
      ).join('') +
      `<rect x="${x0 + 70}" y="${top - 34}" width="90" height="20" rx="4" fill="${PRIMARY[400]}"/><rect x="${x0 + 168}" y="${top - 28}" width="70" height="14" rx="4" fill="${TRIP[600]}"/><rect x="${x0 + 246}" y="${top - 38}" width="56" height="24" rx="5" fill="${SAND[400]}"/>`
    : '';
  return (
    groundShadow(x0, x1) +
    rack +
    `<clipPath id="body"><path d="${body}"/></clipPath>` +
    `<path d="${body}" fill="${livery.body}"/>` +
    // Livery: a sweep rising from the rear, the skirt and a roof shade, all inside the body outline.
    `<g clip-path="url(#body)">` +
    `<rect x="${x0 - 10}" y="${top}" width="${x1 - x0 + 20}" height="10" fill="${livery.bodyShade}"/>` +
    `<path d="M${x0 - 10} ${bottom - 34} C${x0 + 160} ${bottom - 40} ${x0 + 300} ${win.bottom + 6} ${x1 + 10} ${win.bottom - 4} L${x1 + 10} ${win.bottom + 14} C${x0 + 320} ${win.bottom + 22} ${x0 + 170} ${bottom - 20} ${x0 - 10} ${bottom - 18} Z" fill="${livery.stripe}"/>` +
    `<path d="M${x0 - 10} ${bottom - 14} C${x0 + 200} ${bottom - 20} ${x0 + 340} ${win.bottom + 26} ${x1 + 10} ${win.bottom + 20} L${x1 + 10} ${win.bottom + 28} C${x0 + 360} ${win.bottom + 34} ${x0 + 210} ${bottom - 6} ${x0 - 10} ${bottom - 4} Z" fill="${livery.stripe2}"/>` +
    `<rect x="${x0 - 10}" y="${bottom - 12}" width="${x1 - x0 + 20}" height="14" fill="${livery.skirt}"/>` +
    `</g>` +
    wheelWells(wheels, bottom, R) +
    glass(
      `M${win.from} ${win.top + 6} Q${win.from} ${win.top} ${win.from + 6} ${win.top} L${winTo} ${win.top} L${winTo} ${win.bottom} L${win.from + 6} ${win.bottom} Q${win.from} ${win.bottom} ${win.from} ${win.bottom - 6} Z`,
    ) +
    pillars.join('') +
    glare(win.from + 30, win.top, 80, bandH) +
    glare(win.from + 250, win.top, 60, bandH) +
    `<g clip-path="url(#body)">${glass(windscreen)}</g>` +
    door +
    bays +
    // Mirror, lamps, rub strip, rear lamp cluster.
    `<path d="M${x1 - 4} ${top + 30} q26 -8 26 14 v22" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/><rect x="${x1 + 16}" y="${top + 62}" width="8" height="22" rx="3" fill="${INK}"/>` +
    `<rect x="${x1 - 10}" y="${bottom - 30}" width="12" height="9" rx="3" fill="#fff6d5"/>` +
    `<rect x="${x1 - 6}" y="${bottom - 16}" width="8" height="6" rx="2" fill="${PRIMARY[400]}"/>` +
    `<rect x="${x0 - 3}" y="${bottom - 44}" width="8" height="22" rx="3" fill="#d6452d"/>` +
    `<rect x="${x0 + 8}" y="${win.bottom + 4}" width="${x1 - x0 - 24}" height="2" fill="#000" opacity="0.08"/>` +
    wheels.map((cx) => wheel(cx, r)).join('')
  );
}

function coach(kind: 'luxury' | 'semi' | 'ordinary', livery: Livery): string {
  if (kind === 'luxury') {
    return bus(
      {
        x0: 82,
        x1: 712,
        top: 196,
        bottom: 404,
        wheels: [190, 254, 572],
        wheelR: 31,
        rake: 40,
        windows: { from: 104, top: 224, bottom: 300, pane: 96 },
        bays: 4,
        roofRound: 22,
      },
      livery,
    );
  }
  if (kind === 'semi') {
    return bus(
      {
        x0: 96,
        x1: 700,
        top: 210,
        bottom: 404,
        wheels: [222, 564],
        wheelR: 31,
        rake: 34,
        windows: { from: 118, top: 236, bottom: 306, pane: 76 },
        bays: 3,
        roofRound: 18,
      },
      livery,
    );
  }
  return bus(
    {
      x0: 110,
      x1: 690,
      top: 232,
      bottom: 402,
      wheels: [220, 566],
      wheelR: 30,
      rake: 18,
      windows: { from: 128, top: 254, bottom: 318, pane: 56 },
      bays: 0,
      roofRack: true,
      roofRound: 10,
    },
    livery,
  );
}

function coaster(livery: Livery): string {
  return bus(
    {
      x0: 196,
      x1: 606,
      top: 252,
      bottom: 398,
      wheels: [288, 500],
      wheelR: 27,
      rake: 46,
      windows: { from: 214, top: 270, bottom: 324, pane: 56 },
      bays: 0,
      roofRound: 30,
    },
    livery,
  );
}

/** A high-roof van with a short bonnet (airport and hotel shuttles). */
function shuttleVan(livery: Livery): string {
  const x0 = 230;
  const x1 = 584;
  const top = 262;
  const bottom = 398;
  const r = 25;
  const R = r + 6;
  const wheels = [304, 514];
  const body =
    `M${x0 + 8} ${bottom} ` +
    bottomWithArches(x0 + 8, x1 - 8, bottom, wheels, R) +
    `Q${x1 + 2} ${bottom} ${x1 + 2} ${bottom - 14} L${x1} ${bottom - 50} Q${x1 - 4} ${bottom - 64} ${x1 - 30} ${bottom - 70} ` +
    `L${x1 - 80} ${top + 16} Q${x1 - 92} ${top} ${x1 - 114} ${top} L${x0 + 16} ${top} Q${x0} ${top} ${x0} ${top + 16} ` +
    `L${x0 - 2} ${bottom - 12} Q${x0 - 2} ${bottom} ${x0 + 8} ${bottom} Z`;
  const windscreen = `M${x1 - 34} ${bottom - 74} L${x1 - 82} ${top + 20} Q${x1 - 92} ${top + 8} ${x1 - 104} ${top + 10} L${x1 - 108} ${bottom - 74} Z`;
  return (
    groundShadow(x0, x1) +
    `<clipPath id="body"><path d="${body}"/></clipPath>` +
    `<path d="${body}" fill="${livery.body}"/>` +
    `<g clip-path="url(#body)">` +
    `<path d="M${x0 - 10} ${bottom - 30} C${x0 + 100} ${bottom - 34} ${x0 + 200} ${bottom - 60} ${x1 + 10} ${bottom - 64} L${x1 + 10} ${bottom - 50} C${x0 + 210} ${bottom - 46} ${x0 + 110} ${bottom - 16} ${x0 - 10} ${bottom - 14} Z" fill="${livery.stripe}"/>` +
    `<rect x="${x0 - 10}" y="${bottom - 12}" width="${x1 - x0 + 20}" height="14" fill="${livery.skirt}"/>` +
    `</g>` +
    wheelWells(wheels, bottom, R) +
    glass(
      `M${x0 + 16} ${top + 22} L${x1 - 118} ${top + 22} L${x1 - 118} ${top + 76} L${x0 + 16} ${top + 76} Z`,
    ) +
    `<rect x="${x0 + 104}" y="${top + 22}" width="6" height="54" fill="${livery.trim}"/><rect x="${x0 + 196}" y="${top + 22}" width="6" height="54" fill="${livery.trim}"/>` +
    glare(x0 + 40, top + 22, 60, 54) +
    glass(windscreen) +
    // Sliding door track and handle.
    `<rect x="${x0 + 206}" y="${top + 84}" width="2" height="${bottom - top - 98}" fill="${livery.bodyShade}"/>` +
    `<rect x="${x0 + 120}" y="${top + 82}" width="2" height="${bottom - top - 96}" fill="${livery.bodyShade}"/>` +
    `<rect x="${x0 + 190}" y="${top + 100}" width="12" height="4" rx="2" fill="${INK}"/>` +
    `<path d="M${x1 - 86} ${top + 42} q-14 0 -14 12 v10" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="${x1 - 12}" y="${bottom - 44}" width="12" height="10" rx="3" fill="#fff6d5"/>` +
    `<rect x="${x0 - 3}" y="${bottom - 52}" width="7" height="24" rx="3" fill="#d6452d"/>` +
    wheels.map((cx) => wheel(cx, r)).join('')
  );
}

/** A safari Land Cruiser: long wheelbase, pop-up roof, snorkel, spare wheel at the back. */
function landCruiser(livery: Livery): string {
  const x0 = 222;
  const x1 = 592;
  const top = 282;
  const bottom = 384;
  const r = 31;
  const R = r + 6;
  const wheels = [296, 514];
  const body =
    `M${x0 + 6} ${bottom} ` +
    bottomWithArches(x0 + 6, x1 - 6, bottom, wheels, R) +
    `Q${x1 + 2} ${bottom} ${x1 + 2} ${bottom - 10} L${x1} ${bottom - 46} Q${x1} ${bottom - 54} ${x1 - 10} ${bottom - 56} ` +
    `L${x1 - 92} ${bottom - 62} L${x1 - 116} ${top + 4} Q${x1 - 120} ${top} ${x1 - 128} ${top} ` +
    `L${x0 + 8} ${top} Q${x0} ${top} ${x0} ${top + 8} L${x0 - 2} ${bottom - 8} Q${x0 - 2} ${bottom} ${x0 + 6} ${bottom} Z`;
  const popTop =
    `<path d="M${x0 + 20} ${top - 2} L${x0 + 30} ${top - 40} L${x1 - 146} ${top - 40} L${x1 - 136} ${top - 2} Z" fill="${SAND[300]}"/>` +
    `<rect x="${x0 + 14}" y="${top - 46}" width="${x1 - x0 - 144}" height="8" rx="3" fill="${livery.skirt}"/>` +
    `<path d="M${x0 + 40} ${top - 36} L${x0 + 40} ${top - 2} M${x0 + 120} ${top - 36} L${x0 + 120} ${top - 2} M${x0 + 200} ${top - 36} L${x0 + 200} ${top - 2}" stroke="${SAND[500]}" stroke-width="3"/>`;
  return (
    groundShadow(x0 - 20, x1) +
    popTop +
    `<clipPath id="body"><path d="${body}"/></clipPath>` +
    `<path d="${body}" fill="${livery.body}"/>` +
    `<g clip-path="url(#body)">` +
    `<path d="M${x0 - 10} ${bottom - 40} L${x1 + 10} ${bottom - 44} L${x1 + 10} ${bottom - 36} L${x0 - 10} ${bottom - 32} Z" fill="${livery.stripe}"/>` +
    `<rect x="${x0 - 10}" y="${bottom - 12}" width="${x1 - x0 + 20}" height="14" fill="${livery.skirt}"/>` +
    `</g>` +
    wheelWells(wheels, bottom, R) +
    glass(
      `M${x0 + 10} ${top + 12} L${x0 + 92} ${top + 12} L${x0 + 92} ${top + 50} L${x0 + 10} ${top + 50} Z`,
    ) +
    glass(
      `M${x0 + 102} ${top + 12} L${x0 + 170} ${top + 12} L${x0 + 170} ${top + 50} L${x0 + 102} ${top + 50} Z`,
    ) +
    glass(
      `M${x0 + 180} ${top + 12} L${x1 - 132} ${top + 12} L${x1 - 112} ${top + 50} L${x0 + 180} ${top + 50} Z`,
    ) +
    glare(x0 + 20, top + 12, 50, 38) +
    `<path d="M${x0 + 96} ${top + 6} V${bottom - 10} M${x0 + 174} ${top + 6} V${bottom - 10}" stroke="${livery.bodyShade}" stroke-width="2"/>` +
    // Snorkel up the windscreen pillar, bull bar, roof rails, spare wheel.
    `<path d="M${x1 - 96} ${bottom - 58} L${x1 - 114} ${top - 6} L${x1 - 106} ${top - 14}" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M${x1 + 2} ${bottom - 40} h12 v34 h-12" fill="none" stroke="#39423f" stroke-width="5"/>` +
    `<rect x="${x1 - 14}" y="${bottom - 48}" width="14" height="10" rx="3" fill="#fff6d5"/>` +
    `<circle cx="${x0 - 12}" cy="${bottom - 40}" r="26" fill="${INK}"/><circle cx="${x0 - 12}" cy="${bottom - 40}" r="14" fill="${livery.skirt}"/>` +
    `<rect x="${x0 - 3}" y="${top + 10}" width="6" height="16" rx="2" fill="#d6452d"/>` +
    wheels.map((cx) => wheel(cx, r)).join('')
  );
}

function vehicle(kind: VehicleArtVehicle, livery: Livery): string {
  switch (kind) {
    case 'luxury-coach':
      return coach('luxury', livery);
    case 'semi-luxury-coach':
      return coach('semi', livery);
    case 'ordinary-bus':
      return coach('ordinary', livery);
    case 'coaster':
      return coaster(livery);
    case 'shuttle-van':
      return shuttleVan(livery);
    case 'land-cruiser':
      return landCruiser(livery);
  }
}

const TITLES: Record<VehicleArtVehicle, string> = {
  'luxury-coach': 'Luxury coach',
  'semi-luxury-coach': 'Semi-luxury coach',
  'ordinary-bus': 'Bus',
  coaster: 'Coaster minibus',
  'shuttle-van': 'Shuttle van',
  'land-cruiser': '4x4 Land Cruiser',
};

export function renderVehicleArt(
  kind: VehicleArtVehicle,
  liveryName: VehicleArtLivery,
  backdrop: VehicleArtBackdrop,
): string {
  const title = TITLES[kind];
  const [sky, skyBottom, skyAt] = SKIES[backdrop];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GLASS_TOP}"/><stop offset="1" stop-color="${GLASS_BOTTOM}"/></linearGradient>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="${skyAt}" stop-color="${skyBottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    landscape(backdrop) +
    road(backdrop) +
    vehicle(kind, LIVERIES[liveryName]) +
    `</svg>`
  );
}
