/**
 * The auth forms' shared schemas, imported only through lazyZodResolver: they and zod are a chunk of
 * their own, loaded after the page (lib/forms/lazy-resolver.ts).
 */
export { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@dala/shared';
