import type { ReactNode } from 'react';
import { lazyPage } from '../lib/i18n';
import { ButtonLink } from './ui/button';
import { useTranslation } from 'react-i18next';

export interface CapabilityPlaceholderProps {
  /** Page title (h1), as named by the spec's route table. */
  title: string;
  /** The roadmap capability that builds this screen, e.g. 'safari marketplace'. */
  capability: string;
  /** What the page will do, in one sentence. */
  description: string;
  /** Optional extra content (e.g. links that already work). */
  children?: ReactNode;
  tone?: 'primary' | 'trip';
}

/**
 * A routed page whose real screen arrives with a later capability: its title and an honest empty
 * state, never sample data.
 */
export function CapabilityPlaceholder({
  title,
  capability,
  description,
  children,
  tone = 'primary',
}: CapabilityPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <section
        aria-label={t('placeholder.notAvailable', { title })}
        className="mt-8 flex flex-col items-center rounded-card border border-dashed border-sand-300 bg-white px-6 py-14 text-center"
      >
        <div
          aria-hidden
          className={
            tone === 'trip'
              ? 'flex size-14 items-center justify-center rounded-full bg-trip-100 text-trip-700'
              : 'flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700'
          }
        >
          <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 20h18M5 20V10l7-5 7 5v10M9 20v-6h6v6" strokeLinejoin="round" />
          </svg>
        </div>
        <h2 className="mt-4 text-lg font-semibold">{t('placeholder.comingWith', { capability })}</h2>
        <p className="mt-2 max-w-md text-stone-600">{description}</p>
        {children === undefined ? (
          <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
            {t('placeholder.backToDashboard')}
          </ButtonLink>
        ) : (
          children
        )}
      </section>
    </main>
  );
}

/** For public placeholder pages: a way back home instead of to the dashboard. */
export function HomeLink() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/" variant="secondary" className="mt-6">
      {t('placeholder.backHome')}
    </ButtonLink>
  );
}

/** The namespaces whose pages are placeholders: each has a `capability` and `<page>.title/description`. */
export type PlaceholderNamespace = 'engagement' | 'operator';

/**
 * A placeholder route's `lazy`: loads the texts of `namespace` (its `capability`, and the page's
 * `title` and `description` under `page`), then shows them. `homeLink`: public pages point home.
 */
export function placeholder({
  namespace,
  page,
  tone,
  homeLink = false,
}: {
  namespace: PlaceholderNamespace;
  page: string;
  tone?: CapabilityPlaceholderProps['tone'];
  homeLink?: boolean;
}) {
  function PlaceholderPage() {
    const { t } = useTranslation(namespace);
    const text = t as unknown as (key: string) => string;
    return (
      <CapabilityPlaceholder
        title={text(`${page}.title`)}
        capability={text('capability')}
        description={text(`${page}.description`)}
        tone={tone}
      >
        {homeLink ? <HomeLink /> : undefined}
      </CapabilityPlaceholder>
    );
  }
  return lazyPage(() => Promise.resolve({ default: PlaceholderPage }), [namespace]);
}
