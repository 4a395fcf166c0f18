import kilimanjaro from '../../assets/art/kilimanjaro.svg';
import ngorongoro from '../../assets/art/ngorongoro.svg';
import roadtrip from '../../assets/art/roadtrip.svg';
import serengeti from '../../assets/art/serengeti.svg';
import tarangire from '../../assets/art/tarangire.svg';
import zanzibar from '../../assets/art/zanzibar.svg';

export interface HeroSlide {
  image: string;
  /** Alt text of the illustration. */
  alt: string;
  place: string;
  caption: string;
}

/** The six hero slides (spec §1), original illustrations of Tanzania. */
export const HERO_SLIDES: HeroSlide[] = [
  {
    image: serengeti,
    alt: 'Illustration: sunset over the Serengeti plains with giraffes, wildebeest and acacia trees',
    place: 'Serengeti National Park',
    caption: 'Follow the Great Migration across the endless plains',
  },
  {
    image: kilimanjaro,
    alt: 'Illustration: snow-capped Mount Kilimanjaro above green foothills with elephants',
    place: 'Mount Kilimanjaro',
    caption: 'Stand on the Roof of Africa with certified mountain crews',
  },
  {
    image: ngorongoro,
    alt: 'Illustration: the green floor of Ngorongoro Crater with its lake and grazing herds',
    place: 'Ngorongoro Crater',
    caption: 'A day inside the world’s largest intact caldera',
  },
  {
    image: zanzibar,
    alt: 'Illustration: a dhow sailing on the turquoise sea off a white Zanzibar beach',
    place: 'Zanzibar',
    caption: 'Unwind on spice-island beaches after your safari',
  },
  {
    image: tarangire,
    alt: 'Illustration: baobab trees and elephants by the Tarangire River',
    place: 'Tarangire National Park',
    caption: 'Baobabs and the great elephant herds of the dry season',
  },
  {
    image: roadtrip,
    alt: 'Illustration: a safari vehicle on a red dirt road through the savannah',
    place: 'On the road',
    caption: 'Seats on trusted buses and shuttles between Tanzania’s towns',
  },
];
