import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { CONTACT_DETAILS } from '../content';
import { PageHero } from '../../components/marketing/page-hero';
import { filterFaq, useFaqCategories, type FaqCategory } from './faq-data';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-head';

/** /faq (spec §2): a category at a time, searchable, each answer opens and closes on its own. */
export default function FaqPage() {
  const { t } = useTranslation('faq');
  const categories = useFaqCategories();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category');
  const category = categories.find((c) => c.id === categoryId) ?? categories[0]!;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const searchId = useId();
  const items = filterFaq(category, query);

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} compact>
        <div className="mt-6 max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-12 w-full rounded-xl border-0 bg-white px-4 text-base text-stone-900 shadow-raised placeholder:text-stone-400 focus:ring-3 focus:ring-primary-300 focus:outline-none"
          />
        </div>
      </PageHero>

      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label={t('categoriesLabel')}>
          <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {categories.map((c) => (
              <li key={c.id} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={c.id === category.id}
                  onClick={() =>
                    setParams(c.id === categories[0]!.id ? {} : { category: c.id }, { replace: true })
                  }
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold transition-colors',
                    c.id === category.id
                      ? 'bg-primary-700 text-white shadow-sm'
                      : 'bg-white text-stone-700 ring-1 ring-sand-200 hover:bg-sand-100',
                  )}
                >
                  <CategoryIcon category={c} />
                  {c.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="faq-category-title">
          <h2 id="faq-category-title" className="text-2xl font-bold">
            {category.title}
          </h2>
          {items.length === 0 ? (
            <p className="mt-6 rounded-card border border-dashed border-sand-300 bg-white p-8 text-center text-stone-600">
              {t('noResults')}
            </p>
          ) : (
            <ul className="mt-6 space-y-3">
              {items.map((item) => {
                const key = `${category.id}:${item.question}`;
                const expanded = open.has(key);
                const panelId = `faq-${category.id}-${category.items.indexOf(item)}`;
                return (
                  <li key={key} className="rounded-card border border-sand-200 bg-white shadow-card">
                    <h3>
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => toggle(key)}
                        className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-stone-900"
                      >
                        {item.question}
                        <svg
                          aria-hidden
                          viewBox="0 0 24 24"
                          className={cn(
                            'size-5 shrink-0 text-primary-600 transition-transform',
                            expanded && 'rotate-180',
                          )}
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                        >
                          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                      </button>
                    </h3>
                    <div
                      id={panelId}
                      hidden={!expanded}
                      className="px-5 pb-5 text-sm leading-relaxed text-stone-700"
                    >
                      {item.answer}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}

          <div className="mt-12 rounded-3xl bg-acacia-900 p-8 text-white">
            <h2 className="text-2xl font-bold text-white">{t('stillQuestions.title')}</h2>
            <p className="mt-2 text-white/80">{t('stillQuestions.text')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link
                to="/contact"
                className="inline-flex h-11 items-center justify-center rounded-xl bg-white px-5 text-sm font-semibold text-acacia-900 hover:bg-acacia-50"
              >
                {t('stillQuestions.contact')}
              </Link>
              <a
                href={`mailto:${CONTACT_DETAILS.email}`}
                className="inline-flex h-11 items-center justify-center rounded-xl px-5 text-sm font-semibold text-white ring-2 ring-white/60 ring-inset hover:bg-white/10"
              >
                {t('stillQuestions.email', { email: CONTACT_DETAILS.email })}
              </a>
            </div>
          </div>
        </section>
      </div>
    </main>
  );
}

function CategoryIcon({ category }: { category: FaqCategory }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d={category.icon} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
