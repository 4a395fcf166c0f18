import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { whenIdle } from '../idle';

/** A shared zod schema whose input and output are form values. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** What `zodResolver(schema)` is for a schema S. */
export type SchemaResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

/** A react-hook-form resolver that loads its schema (and zod) on first use. */
export type LazyResolver<S extends FormSchema> = SchemaResolver<S> & {
  /** Starts loading the schema, zod and the resolver; resolves once validation runs without waiting. */
  preload: () => Promise<unknown>;
};

/**
 * `zodResolver(schema)` without the schema in the page's first load: the schema module (and zod with
 * it, ~25 KiB gzip) is imported when the form first validates, or earlier through `preload` (see
 * {@link usePreload}), so a guest's form page loads without it. Validation is the same shared schema,
 * with the same messages, at the same moments (react-hook-form awaits the resolver either way).
 */
export function lazyZodResolver<S extends FormSchema>(load: () => Promise<S>): LazyResolver<S> {
  type Ready = SchemaResolver<S>;
  let ready: Ready | undefined;
  let loading: Promise<Ready> | undefined;
  const preload = (): Promise<Ready> =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => (ready = zodResolver(schema) as Ready),
      (error: unknown) => {
        // A failed download is tried again on the next submit.
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Ready = async (values, context, options) =>
    (ready ?? (await preload()))(values, context, options);
  return Object.assign(resolver, { preload });
}

/** How long a busy browser may put the warm-up off. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Warms a form's lazy pieces up once the page is the browser's (effects run after hydration): when it
 * is next idle, or at the first focus inside the page if that comes sooner, so validating never waits
 * for a download the user could notice.
 */
export function usePreload(...preloads: ReadonlyArray<() => Promise<unknown>>): void {
  useEffect(() => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      for (const preload of preloads) preload().catch(() => {}); // retried when used
    };
    const cancel = whenIdle(run, IDLE_TIMEOUT_MS);
    document.addEventListener('focusin', run, { once: true });
    return () => {
      cancel();
      document.removeEventListener('focusin', run);
    };
    // The preload functions are module-level constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
