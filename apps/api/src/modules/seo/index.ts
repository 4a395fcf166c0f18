/** The seo module: robots.txt, the sitemap, and X-Robots-Tag on API answers (issue 16). */
export { seoRoutes } from './seo.routes';
