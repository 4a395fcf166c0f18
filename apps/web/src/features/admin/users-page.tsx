import { ADMIN_USER_STATES, type AdminUser, type AdminUserState, type UserType } from '@dala/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { AdminPage } from './admin-layout';
import { ADMIN_PAGE_SIZE, useAdminUsers, type UserFilters } from './api/admin-queries';

const TYPES = ['traveler', 'operator', 'admin'] as const satisfies UserType[];

function readFilters(params: URLSearchParams): UserFilters {
  const type = params.get('type');
  const state = params.get('state');
  const q = params.get('q')?.trim();
  return {
    ...(q ? { q } : {}),
    ...(TYPES.includes(type as UserType) ? { type: type as UserType } : {}),
    ...(ADMIN_USER_STATES.includes(state as AdminUserState) ? { state: state as AdminUserState } : {}),
  };
}

/** Active or disabled, as a badge. */
export function StateBadge({ user }: { user: Pick<AdminUser, 'disabled_at'> }) {
  const { t } = useTranslation('admin');
  return user.disabled_at ? (
    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      {t('users.states.disabled')}
    </span>
  ) : (
    <span className="rounded-full bg-acacia-100 px-2.5 py-0.5 text-xs font-semibold text-acacia-800">
      {t('users.states.active')}
    </span>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-stone-900">
          {name}
          {user.company_name ? (
            <span className="font-normal text-stone-600"> · {user.company_name}</span>
          ) : null}
        </p>
        <p className="text-sm break-all text-stone-600">{user.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-500">
          <span className="rounded-full bg-sand-100 px-2.5 py-0.5 font-semibold text-stone-700">
            {t(`users.types.${user.type}`)}
          </span>
          <StateBadge user={user} />
          <span>{t('users.joined', { date: formatTimestampDate(user.created_at) })}</span>
        </p>
      </div>
      <Link
        to={`/admin/users/${user.id}`}
        aria-label={t('users.viewLabel', { name })}
        className="inline-flex h-9 items-center rounded-xl px-3 text-sm font-semibold text-primary-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100"
      >
        {t('users.view')}
      </Link>
    </li>
  );
}

/** /admin/users: search by name, email or company; filter by type and state; newest first. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(filters.q ?? '');
  const users = useAdminUsers(filters, page);

  const apply = (next: UserFilters, nextPage = 1) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.type) out.set('type', next.type);
    if (next.state) out.set('state', next.state);
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, q: search.trim() || undefined });
  };
  const filtered = Boolean(filters.q || filters.type || filters.state);

  return (
    <AdminPage title={t('users.title')} documentTitle={t('users.documentTitle')} intro={t('users.intro')}>
      <Card className="p-4 sm:p-5">
        <form
          role="search"
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
        >
          <TextField
            label={t('users.search')}
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('users.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label={t('users.type')}
            value={filters.type ?? ''}
            onChange={(e) =>
              apply({ ...filters, type: (e.target.value || undefined) as UserType | undefined })
            }
          >
            <option value="">{t('common.all')}</option>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`users.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('users.state')}
            value={filters.state ?? ''}
            onChange={(e) =>
              apply({ ...filters, state: (e.target.value || undefined) as AdminUserState | undefined })
            }
          >
            <option value="">{t('common.all')}</option>
            {ADMIN_USER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`users.states.${state}`)}
              </option>
            ))}
          </SelectField>
          <div className="flex gap-2">
            <Button type="submit">{t('users.search')}</Button>
            {filtered && (
              <Button
                variant="ghost"
                onClick={() => {
                  setSearch('');
                  apply({});
                }}
              >
                {t('common.clear')}
              </Button>
            )}
          </div>
        </form>
      </Card>
      {users.isPending ? (
        <ListSkeleton rows={5} />
      ) : users.isError ? (
        <LoadError message={messageText(users.error.message)} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title={t('users.emptyTitle')}>{t('users.empty')}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('users.count', { count: users.data.total })}
          </p>
          <Card className="overflow-hidden">
            <ul className="divide-y divide-sand-200" aria-label={t('users.title')}>
              {users.data.items.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
          </Card>
          <Pagination
            page={page}
            total={users.data.total}
            pageSize={ADMIN_PAGE_SIZE}
            onChange={(next) => apply(filters, next)}
          />
        </>
      )}
    </AdminPage>
  );
}
