import kilimanjaro from '../../assets/art/kilimanjaro.svg';
import ngorongoro from '../../assets/art/ngorongoro.svg';
import roadtrip from '../../assets/art/roadtrip.svg';
import serengeti from '../../assets/art/serengeti.svg';
import tarangire from '../../assets/art/tarangire.svg';
import zanzibar from '../../assets/art/zanzibar.svg';

export interface HeroSlide {
  /** The slide's texts in the home namespace: hero.slides.<key>.alt / place / caption. */
  key: 'serengeti' | 'kilimanjaro' | 'ngorongoro' | 'zanzibar' | 'tarangire' | 'roadtrip';
  image: string;
}

/** The six hero slides (spec §1), original illustrations of Tanzania. */
export const HERO_SLIDES: HeroSlide[] = [
  { key: 'serengeti', image: serengeti },
  { key: 'kilimanjaro', image: kilimanjaro },
  { key: 'ngorongoro', image: ngorongoro },
  { key: 'zanzibar', image: zanzibar },
  { key: 'tarangire', image: tarangire },
  { key: 'roadtrip', image: roadtrip },
];
