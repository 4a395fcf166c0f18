import kilimanjaro from '../../assets/art/kilimanjaro.svg';
import maasai from '../../assets/art/maasai.svg';
import natron from '../../assets/art/natron.svg';
import ngorongoro from '../../assets/art/ngorongoro.svg';
import roadtrip from '../../assets/art/roadtrip.svg';
import serengeti from '../../assets/art/serengeti.svg';
import tarangire from '../../assets/art/tarangire.svg';
import zanzibar from '../../assets/art/zanzibar.svg';

/** The original illustrations of the public site, by subject. */
export const ART = {
  kilimanjaro,
  maasai,
  natron,
  ngorongoro,
  roadtrip,
  serengeti,
  tarangire,
  zanzibar,
} as const;
export type ArtName = keyof typeof ART;

const KEYWORDS: [RegExp, ArtName][] = [
  [/kilimanjaro|moshi|trek|mountain|udzungwa|usambara|meru/i, 'kilimanjaro'],
  [/ngorongoro|crater|manyara/i, 'ngorongoro'],
  [/tarangire|ruaha|baobab|nyerere|selous|mikumi|katavi/i, 'tarangire'],
  [/zanzibar|pemba|mafia|beach|island|coast|dar es salaam|bagamoyo/i, 'zanzibar'],
  [/natron|flamingo|adventure|lake/i, 'natron'],
  [/culture|maasai|history|village/i, 'maasai'],
  [/city|gateway|road|transport|trip|arusha|dodoma|mwanza|iringa|mbeya/i, 'roadtrip'],
  [/serengeti|safari|wildlife|migration/i, 'serengeti'],
];

/** The illustration that fits a place or package best (the fallback when it has no photo). */
export function artFor(text: string): string {
  for (const [pattern, name] of KEYWORDS) if (pattern.test(text)) return ART[name];
  return ART.serengeti;
}
