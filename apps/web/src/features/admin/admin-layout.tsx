import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDocumentTitle } from '../../components/document-head';
import { cn } from '../../lib/cn';

const SECTIONS = [
  { to: '/admin', key: 'overview', end: true },
  { to: '/admin/operators', key: 'operators', end: false },
  { to: '/admin/documents', key: 'documents', end: false },
  { to: '/admin/reviews', key: 'reviews', end: false },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/audit', key: 'audit', end: false },
  { to: '/admin/finance', key: 'finance', end: false },
] as const;

/** The console's sections as tabs; they scroll sideways on a phone rather than wrap. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-sand-200">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-primary-700 text-primary-800'
                    : 'border-transparent text-stone-600 hover:border-sand-300 hover:text-stone-900',
                )
              }
            >
              {t(`nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every console page: the tabs, then its title and introduction, then its content. */
export function AdminPage({
  title,
  documentTitle,
  intro,
  actions,
  children,
}: {
  title: ReactNode;
  documentTitle: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  useDocumentTitle(documentTitle);
  return (
    <main className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <AdminNav />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary-700">{t('eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1 max-w-3xl text-stone-600">{intro}</p>}
        </div>
        {actions}
      </header>
      {children}
    </main>
  );
}

/** A row of choices that filter a list (status tabs); the chosen one is pressed. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ring-inset',
            option.value === value
              ? 'bg-primary-700 text-white ring-primary-700'
              : 'bg-white text-stone-700 ring-sand-300 hover:bg-sand-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
