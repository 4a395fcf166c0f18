/**
 * Original landscape art for the demo catalog, drawn as SVG on request (no image is fetched from
 * another host). A name is `<scene>-<light>`, e.g. `savannah-dusk`.
 */

export const ART_SCENES = [
  'savannah',
  'crater',
  'mountain',
  'baobab',
  'lake',
  'beach',
  'river',
  'forest',
] as const;
export const ART_LIGHTS = ['dawn', 'day', 'dusk'] as const;
export type ArtScene = (typeof ART_SCENES)[number];
export type ArtLight = (typeof ART_LIGHTS)[number];

const ART_NAME = /^(savannah|crater|mountain|baobab|lake|beach|river|forest)-(dawn|day|dusk)$/;

export function parseArtName(name: string): { scene: ArtScene; light: ArtLight } | null {
  const m = ART_NAME.exec(name);
  return m ? { scene: m[1] as ArtScene, light: m[2] as ArtLight } : null;
}

export function artUrl(name: string): string {
  return `/api/safaris/art/${name}.svg`;
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  silhouette: string;
  water: string;
}

const PALETTES: Record<ArtLight, Palette> = {
  dawn: {
    skyTop: '#f6c79a',
    skyBottom: '#fde8cf',
    sun: '#fff4dc',
    far: '#c9a27e',
    mid: '#b07f55',
    near: '#7b5634',
    silhouette: '#3d2a1a',
    water: '#e7c3a2',
  },
  day: {
    skyTop: '#8fc6e6',
    skyBottom: '#e5f2f4',
    sun: '#fff7d6',
    far: '#a9b98a',
    mid: '#c9a44f',
    near: '#8f7a33',
    silhouette: '#3f3a1e',
    water: '#6fb3c8',
  },
  dusk: {
    skyTop: '#c2562a',
    skyBottom: '#f3a64a',
    sun: '#ffe2a1',
    far: '#9c4a2c',
    mid: '#6e3321',
    near: '#3f1e14',
    silhouette: '#1f0f0a',
    water: '#d9844a',
  },
};

const acacia = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><rect x="-3" y="-60" width="6" height="60"/>` +
  `<path d="M0 -55 L-30 -78 M0 -55 L28 -80" stroke="${fill}" stroke-width="4"/>` +
  `<ellipse cx="0" cy="-86" rx="62" ry="13"/><ellipse cx="-22" cy="-80" rx="30" ry="8"/></g>`;

const giraffe = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><path d="M0 0 L4 -38 L30 -40 L34 0 L30 0 L28 -30 L8 -30 L4 0 Z"/>` +
  `<path d="M26 -40 L40 -92 L50 -96 L52 -90 L44 -86 L34 -40 Z"/></g>`;

const elephant = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="-28" rx="34" ry="22"/>` +
  `<rect x="-26" y="-16" width="10" height="16"/><rect x="14" y="-16" width="10" height="16"/>` +
  `<circle cx="34" cy="-36" r="14"/><path d="M44 -34 Q52 -12 46 0 L40 0 Q44 -14 38 -28 Z"/></g>`;

const baobab = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><path d="M-16 0 Q-12 -60 -14 -90 L14 -90 Q12 -60 16 0 Z"/>` +
  `<path d="M-12 -88 L-40 -116 M-6 -90 L-14 -124 M6 -90 L18 -126 M12 -88 L42 -112" stroke="${fill}" stroke-width="7" stroke-linecap="round"/></g>`;

const palm = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${fill}" stroke-linecap="round">` +
  `<path d="M0 0 Q6 -50 -4 -100" stroke-width="6"/><path d="M-4 -100 Q-36 -104 -56 -84 M-4 -100 Q24 -112 48 -92 M-4 -100 Q-20 -124 -44 -126 M-4 -100 Q12 -128 32 -132" stroke-width="5"/></g>`;

function sceneLayers(scene: ArtScene, p: Palette): string {
  switch (scene) {
    case 'savannah':
      return (
        `<path d="M0 300 Q200 260 420 290 T800 280 V500 H0 Z" fill="${p.far}"/>` +
        `<path d="M0 360 Q260 330 520 355 T800 350 V500 H0 Z" fill="${p.mid}"/>` +
        acacia(560, 352, 1.3, p.silhouette) +
        acacia(150, 340, 0.8, p.silhouette) +
        giraffe(300, 360, 0.9, p.silhouette) +
        giraffe(350, 364, 0.7, p.silhouette) +
        `<path d="M0 420 Q300 400 800 425 V500 H0 Z" fill="${p.near}"/>`
      );
    case 'crater':
      return (
        `<path d="M0 250 Q120 170 260 200 Q400 160 540 205 Q680 165 800 230 V500 H0 Z" fill="${p.far}"/>` +
        `<ellipse cx="400" cy="330" rx="330" ry="60" fill="${p.mid}"/>` +
        `<ellipse cx="470" cy="335" rx="90" ry="14" fill="${p.water}" opacity="0.9"/>` +
        elephant(240, 360, 0.6, p.silhouette) +
        `<path d="M0 400 Q400 370 800 400 V500 H0 Z" fill="${p.near}"/>` +
        acacia(700, 410, 0.9, p.silhouette)
      );
    case 'mountain':
      return (
        `<path d="M80 360 L360 120 Q400 100 440 120 L720 360 Z" fill="${p.far}"/>` +
        `<path d="M330 146 L360 120 Q400 100 440 120 L470 146 Q440 160 420 150 Q400 166 380 150 Q356 162 330 146 Z" fill="#ffffff" opacity="0.92"/>` +
        `<path d="M0 380 Q200 330 400 370 T800 360 V500 H0 Z" fill="${p.mid}"/>` +
        `<path d="M0 430 Q300 400 800 430 V500 H0 Z" fill="${p.near}"/>` +
        acacia(120, 430, 0.9, p.silhouette)
      );
    case 'baobab':
      return (
        `<path d="M0 330 Q260 300 520 325 T800 320 V500 H0 Z" fill="${p.far}"/>` +
        baobab(520, 420, 1.5, p.silhouette) +
        elephant(220, 420, 0.9, p.silhouette) +
        elephant(300, 424, 0.6, p.silhouette) +
        `<path d="M0 410 Q400 390 800 415 V500 H0 Z" fill="${p.near}"/>`
      );
    case 'lake':
      return (
        `<path d="M0 280 Q200 230 420 270 T800 260 V500 H0 Z" fill="${p.far}"/>` +
        `<rect x="0" y="320" width="800" height="90" fill="${p.water}"/>` +
        Array.from({ length: 9 }, (_, i) => {
          const x = 180 + i * 48 + (i % 2) * 12;
          return `<g fill="#f08aa0"><ellipse cx="${x}" cy="${350 + (i % 3) * 8}" rx="10" ry="6"/><path d="M${x + 6} ${346 + (i % 3) * 8} q8 -18 2 -26" stroke="#f08aa0" stroke-width="2" fill="none"/><path d="M${x} ${356 + (i % 3) * 8} v18" stroke="#9a4b5a" stroke-width="1.5"/></g>`;
        }).join('') +
        `<path d="M0 410 Q400 390 800 410 V500 H0 Z" fill="${p.near}"/>`
      );
    case 'beach':
      return (
        `<rect x="0" y="300" width="800" height="90" fill="${p.water}"/>` +
        `<path d="M0 300 H800" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>` +
        `<path d="M470 300 L520 250 L540 300 Z" fill="${p.silhouette}" opacity="0.8"/>` +
        `<path d="M0 390 Q400 360 800 395 V500 H0 Z" fill="#f2dcb0"/>` +
        palm(130, 420, 1.3, p.silhouette) +
        palm(680, 430, 1.1, p.silhouette)
      );
    case 'river':
      return (
        `<path d="M0 270 Q220 230 420 260 T800 250 V500 H0 Z" fill="${p.far}"/>` +
        `<path d="M0 360 Q200 330 380 370 T800 350 V420 Q600 400 400 430 T0 420 Z" fill="${p.water}"/>` +
        `<ellipse cx="300" cy="385" rx="26" ry="8" fill="${p.silhouette}"/><ellipse cx="360" cy="392" rx="22" ry="7" fill="${p.silhouette}"/>` +
        `<path d="M0 430 Q400 410 800 440 V500 H0 Z" fill="${p.near}"/>` +
        acacia(640, 440, 1.1, p.silhouette)
      );
    case 'forest':
      return (
        `<path d="M0 300 Q200 250 400 290 T800 270 V500 H0 Z" fill="${p.far}"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const x = i * 72 + 10;
          const h = 90 + ((i * 37) % 60);
          return `<path d="M${x} 420 L${x + 34} ${420 - h} L${x + 68} 420 Z" fill="${p.mid}"/>`;
        }).join('') +
        `<path d="M0 420 Q400 400 800 425 V500 H0 Z" fill="${p.near}"/>`
      );
  }
}

export function renderArt(scene: ArtScene, light: ArtLight, title = 'Safari landscape'): string {
  const p = PALETTES[light];
  const sunY = light === 'day' ? 90 : light === 'dawn' ? 210 : 230;
  const escaped = title.replace(/[<>&"]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${escaped}">` +
    `<title>${escaped}</title>` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="800" height="500" fill="url(#sky)"/>` +
    `<circle cx="${light === 'dusk' ? 250 : 600}" cy="${sunY}" r="46" fill="${p.sun}" opacity="0.95"/>` +
    sceneLayers(scene, p) +
    `</svg>`
  );
}
