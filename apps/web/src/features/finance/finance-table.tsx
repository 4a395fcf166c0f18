import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FinanceColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned on wide screens (amounts, counts). */
  numeric?: boolean;
}

/**
 * A table on wide screens, a card per row on a phone (360 px): the same markup, so each cell carries
 * its column's name for the card layout (hidden from 768 px on, where the table's head shows it).
 */
export function FinanceTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  dimmed = false,
}: {
  caption: string;
  columns: FinanceColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** While the next page loads, the current one stays, dimmed. */
  dimmed?: boolean;
}) {
  return (
    <table className={cn('block w-full text-sm md:table', dimmed && 'opacity-60')}>
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden border-b border-sand-200 text-left text-xs font-semibold uppercase tracking-wide text-stone-500 md:table-header-group">
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={cn('px-3 py-2', c.numeric && 'text-right')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-2 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="block rounded-card border border-sand-200 bg-white p-3 shadow-card md:table-row md:rounded-none md:border-0 md:border-b md:border-sand-100 md:p-0 md:shadow-none"
          >
            {columns.map((c) => (
              <td
                key={c.key}
                className={cn(
                  'flex items-baseline justify-between gap-3 py-1 md:table-cell md:px-3 md:py-2.5 md:align-top',
                  c.numeric && 'md:text-right md:tabular-nums',
                )}
              >
                <span className="shrink-0 text-xs font-medium text-stone-500 md:hidden">{c.header}</span>
                <span className={cn('min-w-0 text-right', !c.numeric && 'md:text-left')}>{c.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
