/**
 * The contact form's shared schema, imported only through lazyZodResolver: it and zod are a chunk of
 * their own, loaded after the page (lib/forms/lazy-resolver.ts).
 */
export { contactRequestSchema } from '@dala/shared';
