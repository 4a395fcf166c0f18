import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { text } from '../input';
import {
  clientConfigSchema,
  forgotPasswordSchema,
  googleConfigSchema,
  googleLoginSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  refreshResponseSchema,
  registerQuerySchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  userSchema,
  verificationDocumentListSchema,
  verifyEmailSchema,
} from './schemas';

/** Path of GET /users/me/documents/:id (any text: an id that is no UUID is simply not found). */
export const ownDocumentParamsSchema = z.object({ id: text() });

/** Identity routes: registration, sign-in, sessions, mailed tokens, operator verification. */
export const authRoutes = defineRoutes({
  /** Public; type and operator_type may come in the query string instead of the body (spec §7). */
  'POST /auth/register': {
    query: registerQuerySchema,
    body: registerSchema,
    response: { 201: registerResponseSchema },
  },
  /** Public; sets the refresh cookie. */
  'POST /auth/login': { body: loginSchema, response: { 200: loginResponseSchema } },
  /** Public: whether Google sign-in is configured. */
  'GET /auth/google/config': { response: { 200: googleConfigSchema } },
  /** Public; sets the refresh cookie. 503 when Google sign-in is not configured. */
  'POST /auth/google': { body: googleLoginSchema, response: { 200: loginResponseSchema } },
  /** Refresh cookie + X-Requested-With header; rotates the refresh token. */
  'POST /auth/token/refresh': { response: { 200: refreshResponseSchema } },
  /** X-Requested-With header; ends this session (signed in or by its cookie). */
  'POST /auth/logout': { response: { 200: messageResponseSchema } },
  /** Signed in; ends every session of the account. */
  'POST /auth/logout-all': { response: { 200: messageResponseSchema } },
  /** Public: the token mailed at registration. */
  'POST /auth/verify-email': { body: verifyEmailSchema, response: { 200: messageResponseSchema } },
  /** Signed in; at most 5 an hour. */
  'POST /auth/verify-email/resend': { response: { 200: messageResponseSchema } },
  /** Public; always 202, whether the address exists or not. */
  'POST /auth/password/forgot': { body: forgotPasswordSchema, response: { 202: messageResponseSchema } },
  /** Public: the mailed token; signs out every session of the account. */
  'POST /auth/password/reset': { body: resetPasswordSchema, response: { 200: messageResponseSchema } },
  /**
   * Operators only, multipart: company_name and phone_number (verificationFieldsSchema), plus the
   * optional files of VERIFICATION_DOCUMENT_FIELDS. Answers the user, verification_status 'pending'.
   */
  'POST /auth/verify': { multipart: true, response: { 200: userSchema } },
});

/** The signed-in user's own account. */
export const userRoutes = defineRoutes({
  'GET /users/me': { response: { 200: userSchema } },
  /** Changes first_name, last_name, phone_number; anything else in the body is ignored. */
  'PUT /users/me': { body: profileUpdateSchema, response: { 200: userSchema } },
  /** Changes the password and signs out every other session. */
  'POST /users/me/password': { body: passwordChangeSchema, response: { 200: messageResponseSchema } },
  'GET /users/me/documents': { response: { 200: verificationDocumentListSchema } },
  /** A file (download of one of the user's own verification documents). */
  'GET /users/me/documents/:id': { params: ownDocumentParamsSchema },
});

/** Public settings the web app reads before anyone signs in. */
export const configRoutes = defineRoutes({
  'GET /config': { response: { 200: clientConfigSchema } },
});
