import neema from '../../assets/avatars/neema.svg';
import rajeshPriya from '../../assets/avatars/rajesh-priya.svg';
import sarah from '../../assets/avatars/sarah.svg';

/** The three fixed testimonials of the home page (spec §1, ARCHITECTURE §11). */
export const TESTIMONIALS = [
  {
    name: 'Sarah Mitchell',
    location: 'Manchester, United Kingdom',
    rating: 5,
    comment:
      'We watched a river crossing at Kogatende on day four — our guide Joseph had us in position an hour before the herd moved. Paying a deposit and the balance later made planning so much easier.',
    image: sarah,
    safari: '7-Day Great Migration Safari',
  },
  {
    name: 'Rajesh & Priya Nair',
    location: 'Bengaluru, India',
    rating: 5,
    comment:
      'Our crew on the Machame route was outstanding: warm meals at 4,600 m, oxygen checks every evening and patience with two slow walkers. We reached Uhuru Peak together at sunrise.',
    image: rajeshPriya,
    safari: 'Kilimanjaro Machame Route, 7 days',
  },
  {
    name: 'Neema Kimaro',
    location: 'Dar es Salaam, Tanzania',
    rating: 4,
    comment:
      'I booked a weekend in Mikumi for my parents and seats back to Dar on the same account. The operator answered every question on WhatsApp within minutes. Only wish the lodge had better Wi-Fi!',
    image: neema,
    safari: 'Mikumi Weekend Safari, 3 days',
  },
] as const;
