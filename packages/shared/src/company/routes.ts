import { defineRoutes } from '../api/contract';
import { paginationQuerySchema } from '../pagination';
import {
  companyLogoFileParamsSchema,
  companyProfileSchema,
  companyProfileUpdateSchema,
  companyReviewPageSchema,
  companySlugParamsSchema,
  publicCompanySchema,
} from './schemas';

/** The `company` API (issue 15): every route's contract, registered by apps/api/src/modules/company. */
export const companyRoutes = defineRoutes({
  /** The signed-in operator's own company profile (also before verification). */
  'GET /company': {
    response: { 200: companyProfileSchema },
  },
  'PUT /company': {
    body: companyProfileUpdateSchema,
    response: { 200: companyProfileSchema },
  },
  /** multipart: `file` (JPEG, PNG or WebP by content, ≤ 2 MB); replaces the logo. */
  'POST /company/logo': {
    multipart: true,
    response: { 200: companyProfileSchema },
  },
  'DELETE /company/logo': {
    response: { 200: companyProfileSchema },
  },
  /** A logo variant (WebP, no JSON answer): linked from logo URLs, never called. */
  'GET /companies/logos/:file': {
    params: companyLogoFileParamsSchema,
  },
  /** The public page's data, by current or former slug (the answer names the current one). */
  'GET /companies/:slug': {
    params: companySlugParamsSchema,
    response: { 200: publicCompanySchema },
  },
  /**
   * The company's visible reviews (of its published packages, or its trips), newest first, page by
   * page: what its page counts is what it lists. Visible as the page is (404 alike).
   */
  'GET /companies/:slug/reviews': {
    params: companySlugParamsSchema,
    query: paginationQuerySchema,
    response: { 200: companyReviewPageSchema },
  },
});
