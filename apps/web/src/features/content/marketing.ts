/** The marketing figures of the public pages (spec §1: hard-coded text). */
export const IMPACT_FIGURES = [
  { value: '15K+', label: 'Happy Travelers' },
  { value: '98%', label: 'Satisfaction Rate' },
  { value: '200+', label: 'Expert Guides' },
  { value: '500+', label: 'Tour Operators' },
  { value: '200+', label: 'Transporters' },
  { value: '50+', label: 'Destinations' },
] as const;

/** The three selling points (spec §1). */
export const SELLING_POINTS = [
  {
    title: 'Best Price Guarantee',
    text: 'Operators sell here at the price they charge directly, and we add no booking fee on top. What you see on the package is what you pay, in US dollars.',
  },
  {
    title: 'Expert Local Guides',
    text: 'Licensed Tanzanian guides who know the parks season by season — where the herds are, which roads flood, and which camps are worth the drive.',
  },
  {
    title: '24/7 Support',
    text: 'Our Arusha team answers Mon–Fri 8:00–18:00 EAT, and an emergency line runs around the clock while you are on the road.',
  },
] as const;

/** Contact details shown on the contact, help and policy pages. */
export const CONTACT_DETAILS = {
  email: 'support@dalarides.co.tz',
  phone: '+255 754 000 123',
  phoneHref: 'tel:+255754000123',
  emergencyPhone: '+255 784 000 911',
  emergencyHref: 'tel:+255784000911',
  address: ['Dala Rides Ltd', 'Njiro Road, Plot 24', 'P.O. Box 1123, Arusha, Tanzania'],
} as const;
