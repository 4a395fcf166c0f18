import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { serialIdParam, text } from '../input';
import {
  blockedDatesInputSchema,
  blockedDatesSchema,
  deleteSafariResultSchema,
  departureInputSchema,
  departureParamsSchema,
  imageListSchema,
  imageOrderSchema,
  operatorDepartureListSchema,
  operatorDepartureSchema,
  operatorSafariListQuerySchema,
  operatorSafariListSchema,
  operatorSafariSchema,
  safariInputSchema,
} from './operator';
import {
  availabilityQuerySchema,
  availabilitySchema,
  numericIdParamSchema,
  popularSafarisQuerySchema,
  popularSafarisSchema,
  quoteRequestSchema,
  quoteSchema,
  safariDetailSchema,
  safariIdParamSchema,
  safariSearchQuerySchema,
  safariSearchResultSchema,
} from './schemas';

/** `/safaris/art/:name`: a generated SVG scene, `<scene>-<light>[.svg]`. */
export const safariArtParamsSchema = z.object({ name: text().max(40) });
/** `/safaris/images/:file`: an uploaded image variant (the handler checks its exact form). */
export const safariImageFileParamsSchema = z.object({ file: text().max(60) });
/** `/operator/safaris/:id/images/:imageId`. */
export const safariImageParamsSchema = z.object({
  id: serialIdParam('common.unknownId'),
  imageId: serialIdParam('safaris.unknownImage'),
});

/** The public catalog: search, popular, detail, availability, quote, and the images they show. */
export const safariRoutes = defineRoutes({
  'GET /safaris': {
    query: safariSearchQuerySchema,
    response: { 200: safariSearchResultSchema },
  },
  'GET /safaris/popular': {
    query: popularSafarisQuerySchema,
    response: { 200: popularSafarisSchema },
  },
  /** An SVG file (no JSON answer): linked from image URLs, never called. */
  'GET /safaris/art/:name': {
    params: safariArtParamsSchema,
  },
  /** A WebP file (no JSON answer): linked from image URLs, never called. */
  'GET /safaris/images/:file': {
    params: safariImageFileParamsSchema,
  },
  /** A published package by id or slug. */
  'GET /safaris/:id': {
    params: safariIdParamSchema,
    response: { 200: safariDetailSchema },
  },
  'GET /safaris/:id/availability': {
    params: safariIdParamSchema,
    query: availabilityQuerySchema,
    response: { 200: availabilitySchema },
  },
  'POST /safaris/:id/quote': {
    params: safariIdParamSchema,
    body: quoteRequestSchema,
    response: { 200: quoteSchema },
  },
});

/**
 * A tour operator's own packages (tour operators only; another operator's package is 404): the
 * packages, their images, group departures and blocked dates.
 */
export const operatorSafariRoutes = defineRoutes({
  'GET /operator/safaris': {
    query: operatorSafariListQuerySchema,
    response: { 200: operatorSafariListSchema },
  },
  'POST /operator/safaris': {
    body: safariInputSchema,
    response: { 201: operatorSafariSchema },
  },
  'GET /operator/safaris/:id': {
    params: numericIdParamSchema,
    response: { 200: operatorSafariSchema },
  },
  'PUT /operator/safaris/:id': {
    params: numericIdParamSchema,
    body: safariInputSchema,
    response: { 200: operatorSafariSchema },
  },
  'DELETE /operator/safaris/:id': {
    params: numericIdParamSchema,
    response: { 200: deleteSafariResultSchema },
  },
  /** multipart: field `file` (JPEG/PNG/WebP ≤ 8 MB), optional `alt` and `is_cover`. */
  'POST /operator/safaris/:id/images': {
    params: numericIdParamSchema,
    multipart: true,
    response: { 201: imageListSchema },
  },
  'PUT /operator/safaris/:id/images': {
    params: numericIdParamSchema,
    body: imageOrderSchema,
    response: { 200: imageListSchema },
  },
  'DELETE /operator/safaris/:id/images/:imageId': {
    params: safariImageParamsSchema,
    response: { 200: imageListSchema },
  },
  'GET /operator/safaris/:id/departures': {
    params: numericIdParamSchema,
    response: { 200: operatorDepartureListSchema },
  },
  'POST /operator/safaris/:id/departures': {
    params: numericIdParamSchema,
    body: departureInputSchema,
    response: { 201: operatorDepartureSchema },
  },
  'PUT /operator/safaris/:id/departures/:departureId': {
    params: departureParamsSchema,
    body: departureInputSchema,
    response: { 200: operatorDepartureSchema },
  },
  'DELETE /operator/safaris/:id/departures/:departureId': {
    params: departureParamsSchema,
    response: { 200: operatorDepartureListSchema },
  },
  'GET /operator/safaris/:id/blocked-dates': {
    params: numericIdParamSchema,
    response: { 200: blockedDatesSchema },
  },
  'POST /operator/safaris/:id/blocked-dates': {
    params: numericIdParamSchema,
    body: blockedDatesInputSchema,
    response: { 200: blockedDatesSchema },
  },
  'DELETE /operator/safaris/:id/blocked-dates': {
    params: numericIdParamSchema,
    body: blockedDatesInputSchema,
    response: { 200: blockedDatesSchema },
  },
});
