import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { CONTACT_DETAILS } from '../content';
import { PageHero } from '../../components/marketing/page-hero';
import { useFaqCategories } from '../faq';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-head';

const POLICY_LINKS = [
  { to: '/cancellation', key: 'cancellation' },
  { to: '/terms', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
] as const;

/** /help: the help center — FAQ categories, contact and policies. */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const categories = useFaqCategories();
  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} compact />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="topics">
          <h2 id="topics" className="text-2xl font-bold">
            {t('topics')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={c.id === categories[0]!.id ? '/faq' : `/faq?category=${c.id}`}
                  className="flex h-full items-start gap-4 rounded-card border border-sand-200 bg-white p-5 shadow-card transition-shadow hover:shadow-raised"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
                    <svg
                      aria-hidden
                      viewBox="0 0 24 24"
                      className="size-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                    >
                      <path d={c.icon} strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </span>
                  <span>
                    <span className="block font-bold text-stone-900">{c.title}</span>
                    <span className="mt-1 block text-sm text-stone-600">
                      {c.items
                        .map((i) => i.question)
                        .slice(0, 2)
                        .join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="policies">
            <h2 id="policies" className="text-2xl font-bold">
              {t('policies')}
            </h2>
            <ul className="mt-6 space-y-3">
              {POLICY_LINKS.map((p) => (
                <li key={p.to}>
                  <Link
                    to={p.to}
                    className="block rounded-card border border-sand-200 bg-white p-5 shadow-card hover:shadow-raised"
                  >
                    <span className="block font-bold text-stone-900">{t(`policyLinks.${p.key}.title`)}</span>
                    <span className="mt-1 block text-sm text-stone-600">
                      {t(`policyLinks.${p.key}.text`)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-us">
            <h2 id="contact-us" className="text-2xl font-bold">
              {t('contact.title')}
            </h2>
            <Card className="mt-6 p-6">
              <p className="text-stone-700">{t('contact.hours')}</p>
              <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                <Link
                  to="/contact"
                  className="inline-flex h-11 items-center justify-center rounded-xl bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
                >
                  {t('contact.send')}
                </Link>
                <a
                  href={`mailto:${CONTACT_DETAILS.email}`}
                  className="inline-flex h-11 items-center justify-center rounded-xl px-5 text-sm font-semibold text-stone-800 ring-1 ring-sand-300 ring-inset hover:bg-sand-100"
                >
                  {CONTACT_DETAILS.email}
                </a>
              </div>
              <p className="mt-5 border-t border-sand-100 pt-4 text-sm text-stone-600">
                {t('contact.emergency')}{' '}
                <a
                  href={CONTACT_DETAILS.emergencyHref}
                  className="font-semibold text-primary-700 underline underline-offset-4"
                >
                  {CONTACT_DETAILS.emergencyPhone}
                </a>
              </p>
            </Card>
          </section>
        </div>
      </div>
    </main>
  );
}
