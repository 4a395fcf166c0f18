import { extendTailwindMerge } from 'tailwind-merge';

// Our theme's own names (styles.css @theme) that tailwind-merge cannot guess: `rounded-card` is a
// radius and `shadow-card`/`shadow-raised` are shadows (not shadow colours).
const twMerge = extendTailwindMerge({
  extend: { theme: { radius: ['card'], shadow: ['card', 'raised'] } },
});

/**
 * Joins class names, skipping falsy ones, and resolves conflicting Tailwind classes: the later one wins
 * (`cn('px-2', 'px-4')` is `'px-4'`), so a `className` given to a component overrides its defaults.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes);
}
