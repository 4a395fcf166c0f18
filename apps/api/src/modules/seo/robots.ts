/**
 * Signed-in areas (their shell answers noindex too): crawlers need not fetch them. `$` ends a path
 * (/trips is a traveler's own trips; /trips/{id} is a public trip page).
 */
const PRIVATE_PATHS = [
  '/account',
  '/admin',
  '/analytics',
  '/booking/',
  '/bookings',
  '/company$',
  '/dashboard',
  '/deals',
  '/fleet',
  '/messages',
  '/notifications',
  '/payments',
  '/profile',
  '/reviews',
  '/safaris$',
  '/safaris-management',
  '/saved',
  '/trips$',
  '/trips/manage/',
  '/trips/tickets/',
  '/unauthorized',
  '/vehicles',
  '/verification-required',
  '/verify-email',
  '/reset-password',
];

/**
 * robots.txt: everything public may be crawled; the API is not a page (its listings' photos are, for
 * image search and previews), nor are the signed-in areas. Names the sitemap by its absolute URL.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/safaris/images/',
    'Allow: /api/safaris/art/',
    'Disallow: /api/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
