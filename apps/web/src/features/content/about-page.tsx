import { ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/marketing/section-heading';
import { ART } from './art';
import { IMPACT_FIGURES, SELLING_POINTS } from './marketing';
import { PageHero } from '../../components/marketing/page-hero';
import { Trans, useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-head';

/** /about: the marketing text of spec §1. */
export default function AboutPage() {
  const { t } = useTranslation('content');
  const strong = { strong: <strong className="text-stone-900" /> };
  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image={ART.serengeti}
      />

      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading align="left" eyebrow={t('serve.eyebrow')} title={t('serve.title')} />
          <div className="mt-6 space-y-4 text-stone-700">
            <p>
              <Trans t={t} i18nKey="serve.travelers" components={strong} />
            </p>
            <p>
              <Trans t={t} i18nKey="serve.operators" components={strong} />
            </p>
            <p>
              <Trans t={t} i18nKey="serve.transporters" components={strong} />
            </p>
          </div>
        </div>
        <img
          src={ART.maasai}
          alt={t('serve.imageAlt')}
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-raised"
        />
      </section>

      <section aria-labelledby="impact" className="bg-acacia-900 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="impact" tone="light" eyebrow={t('impact.eyebrow')} title={t('impact.title')} />
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {IMPACT_FIGURES.map((f) => (
              <div
                key={f.key}
                className="flex flex-col rounded-card bg-white/5 p-5 text-center ring-1 ring-white/10"
              >
                <dt className="text-sm text-white/75">{t(`impact.figures.${f.key}`)}</dt>
                <dd className="order-first text-3xl font-extrabold text-primary-200">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading eyebrow={t('why.eyebrow')} title={t('why.title')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SELLING_POINTS.map((p) => (
            <li key={p.key} className="rounded-card border border-sand-200 bg-white p-6 shadow-card">
              <h3 className="text-lg font-bold">{t(`why.points.${p.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`why.points.${p.key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/safaris-search" size="lg">
            {t('why.browseSafaris')}
          </ButtonLink>
          <ButtonLink to="/register?operatorType=tour_operator" size="lg" variant="secondary">
            {t('why.becomeOperator')}
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
