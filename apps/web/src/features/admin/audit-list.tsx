import type { AuditEntryView } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { formatTimestamp } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { ADMIN_PAGE_SIZE, useAuditLog, type AuditFilters } from './api/admin-queries';

/** A recorded value as text: timestamps as dates, nothing as a dash, anything else as itself. */
function useValueText() {
  const { t } = useTranslation('admin');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.nothing');
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatTimestamp(value);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      return String(value);
    return JSON.stringify(value);
  };
}

/** The fields an action changed, each as before → after. */
function Change({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  const text = useValueText();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-stone-500">{t('audit.nothing')}</span>;
  return (
    <ul className="space-y-0.5">
      {fields.map((field) => (
        <li key={field} className="break-words">
          <span className="font-mono text-xs text-stone-500">{field}</span>{' '}
          <span className="text-stone-600">{text(entry.before?.[field])}</span>
          <span aria-hidden> → </span>
          <span className="sr-only"> {t('audit.change')} </span>
          <span className="font-semibold text-stone-900">{text(entry.after?.[field])}</span>
        </li>
      ))}
    </ul>
  );
}

function EntryRow({ entry }: { entry: AuditEntryView }) {
  const { t, i18n } = useTranslation('admin');
  const actionKey = `audit.actions.${entry.action}`;
  const targetKey = `audit.targets.${entry.target_type}`;
  const action = i18n.exists(actionKey, { ns: 'admin' }) ? t(actionKey as never) : entry.action;
  const targetType = i18n.exists(targetKey, { ns: 'admin' }) ? t(targetKey as never) : entry.target_type;
  return (
    <li className="grid gap-2 px-4 py-3 text-sm sm:px-5 lg:grid-cols-[10rem_12rem_minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-4">
      <div>
        <p className="font-semibold text-stone-900">{action}</p>
        <p className="text-xs text-stone-500">
          <time dateTime={entry.created_at}>{formatTimestamp(entry.created_at)}</time>
        </p>
      </div>
      <div className="min-w-0">
        <p className="text-xs text-stone-500 lg:hidden">{t('audit.who')}</p>
        <p className="break-words text-stone-800">{entry.actor?.name ?? t('audit.system')}</p>
        {entry.actor && <p className="truncate text-xs text-stone-500">{entry.actor.email}</p>}
      </div>
      <div className="min-w-0">
        <p className="text-xs text-stone-500 lg:hidden">{t('audit.target')}</p>
        <p className="break-words text-stone-800">
          {targetType}
          {': '}
          {entry.target_label ?? <span className="font-mono text-xs">{entry.target_id}</span>}
        </p>
      </div>
      <div className="min-w-0">
        <p className="text-xs text-stone-500 lg:hidden">{t('audit.change')}</p>
        <Change entry={entry} />
        {entry.reason && (
          <p className="mt-1 break-words text-stone-700 italic">
            {t('audit.reason', { reason: entry.reason })}
          </p>
        )}
      </div>
    </li>
  );
}

/** A paginated list of audit entries (the audit page, or one account's history). */
export function AuditList({
  filters,
  targetId,
  className,
}: {
  filters: AuditFilters;
  targetId?: string;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(JSON.stringify(filters));
  // New filters start again at the first page.
  const key = JSON.stringify(filters);
  if (key !== shownFor) {
    setShownFor(key);
    setPage(1);
  }
  const log = useAuditLog({ ...filters, ...(targetId ? { target_id: targetId } : {}) }, page);
  if (log.isPending) return <ListSkeleton rows={4} className={className} />;
  if (log.isError) {
    return (
      <LoadError
        className={className}
        message={messageText(log.error.message)}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (log.data.items.length === 0) {
    return (
      <EmptyState className={className} title={t('audit.emptyTitle')}>
        {t('audit.empty')}
      </EmptyState>
    );
  }
  return (
    <div className={cn('space-y-4', className)}>
      <Card className="overflow-hidden">
        <div
          aria-hidden
          className="hidden grid-cols-[10rem_12rem_minmax(0,1fr)_minmax(0,1.4fr)] gap-4 border-b border-sand-200 bg-sand-50 px-5 py-2 text-xs font-semibold text-stone-600 uppercase lg:grid"
        >
          <span>{t('audit.what')}</span>
          <span>{t('audit.who')}</span>
          <span>{t('audit.target')}</span>
          <span>{t('audit.change')}</span>
        </div>
        <ul className="divide-y divide-sand-200" aria-label={t('audit.title')}>
          {log.data.items.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
      </Card>
      <Pagination page={page} total={log.data.total} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} />
    </div>
  );
}
