/**
 * The marketing figures of the public pages (spec §1: hard-coded text). `key`: the figure's label
 * in the `content` namespace (impact.figures.<key>); `label` is the English text.
 */
export const IMPACT_FIGURES = [
  { key: 'happyTravelers', value: '15K+', label: 'Happy Travelers' },
  { key: 'satisfactionRate', value: '98%', label: 'Satisfaction Rate' },
  { key: 'expertGuides', value: '200+', label: 'Expert Guides' },
  { key: 'tourOperators', value: '500+', label: 'Tour Operators' },
  { key: 'transporters', value: '200+', label: 'Transporters' },
  { key: 'destinations', value: '50+', label: 'Destinations' },
] as const;

/** The three selling points (spec §1); `key`: their texts in `content` (why.points.<key>). */
export const SELLING_POINTS = [
  {
    key: 'bestPrice',
    title: 'Best Price Guarantee',
    text: 'Operators sell here at the price they charge directly, and we add no booking fee on top. What you see on the package is what you pay, in US dollars.',
  },
  {
    key: 'localGuides',
    title: 'Expert Local Guides',
    text: 'Licensed Tanzanian guides who know the parks season by season — where the herds are, which roads flood, and which camps are worth the drive.',
  },
  {
    key: 'support',
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
