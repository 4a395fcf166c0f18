import { cn } from '../../lib/cn';
import { useTranslation } from 'react-i18next';

/** The page numbers to show: first, last, and the current page with one neighbour; gaps as null. */
export function pageWindow(current: number, totalPages: number): (number | null)[] {
  const pages = new Set<number>([1, totalPages, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export function Pagination({
  page,
  total,
  pageSize,
  onChange,
  className,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  const itemClass =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold transition-colors';
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <button
        type="button"
        className={cn(itemClass, 'text-stone-700 hover:bg-sand-100 disabled:opacity-40')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-stone-400" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
            onClick={() => onChange(p)}
            className={cn(
              itemClass,
              p === page
                ? 'bg-primary-700 text-white'
                : 'text-stone-700 ring-1 ring-sand-200 ring-inset hover:bg-sand-100',
            )}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(itemClass, 'text-stone-700 hover:bg-sand-100 disabled:opacity-40')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
