/**
 * Reviews per page on the company's page: the page's answer carries the first page. A file of its own
 * so that the page can read it without loading the contracts' zod schemas.
 */
export const COMPANY_REVIEWS_PAGE_SIZE = 6;
