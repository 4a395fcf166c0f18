import neema from '../../assets/avatars/neema.svg';
import rajeshPriya from '../../assets/avatars/rajesh-priya.svg';
import sarah from '../../assets/avatars/sarah.svg';

/**
 * The three fixed testimonials of the home page (spec §1, ARCHITECTURE §11); their texts are in the
 * home namespace under testimonials.<key> (name, location, comment, safari).
 */
export const TESTIMONIALS = [
  { key: 'sarah', rating: 5, image: sarah },
  { key: 'rajeshPriya', rating: 5, image: rajeshPriya },
  { key: 'neema', rating: 4, image: neema },
] as const;
