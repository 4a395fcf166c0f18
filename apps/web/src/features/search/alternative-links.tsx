import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export interface AlternativeLink {
  key: string;
  /** The search it leads to: the page's own URL with the alternative's changes. */
  search: string;
  label: string;
}

/** Applies an alternative's changes (a value sets, null removes) to a search, back on page 1. */
export function changedSearch(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return `?${next.toString()}`;
}

/**
 * The nearest alternatives of a search that found nothing (issue 15), as links to those searches: each
 * label already says how many results it finds.
 */
export function AlternativeLinks({
  heading,
  items,
  accent = 'primary',
}: {
  heading: string;
  items: AlternativeLink[];
  accent?: 'primary' | 'trip';
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={heading} className="mt-6 w-full max-w-xl text-left">
      <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{heading}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={{ search: item.search }}
              className={cn(
                'flex min-h-11 items-center justify-between gap-3 rounded-xl border border-sand-200 bg-sand-50 px-4 py-2.5 text-sm font-medium text-stone-800 transition-colors hover:bg-white',
                accent === 'trip' ? 'hover:border-trip-300' : 'hover:border-primary-300',
              )}
            >
              <span>{item.label}</span>
              <svg
                aria-hidden
                viewBox="0 0 20 20"
                className={cn('size-4 shrink-0', accent === 'trip' ? 'text-trip-600' : 'text-primary-700')}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m8 5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
