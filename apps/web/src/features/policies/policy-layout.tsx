import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Prose } from '../../components/marketing/prose';
import { CONTACT_DETAILS } from '../content';
import { DocumentTitle, PageSeo } from '../../components/document-head';

export type PolicyPage = 'terms' | 'privacy' | 'cancellation';

const POLICIES = [
  { to: '/terms', page: 'terms' },
  { to: '/privacy', page: 'privacy' },
  { to: '/cancellation', page: 'cancellation' },
] as const;

/** A block of a policy's text in the `policies` namespace (`<page>.body`). */
type PolicyBlock = { h2: string } | { p: string } | { ul: string[] } | { table: 'refundBands' };
interface RefundBand {
  notice: string;
  refund: string;
  processing: string;
}

/** The links and values the policy texts use (`<termsLink>…</termsLink>`, `{{email}}` …). */
const LINKS = {
  strong: <strong />,
  termsLink: <Link to="/terms" />,
  privacyLink: <Link to="/privacy" />,
  cancellationLink: <Link to="/cancellation" />,
  contactLink: <Link to="/contact" />,
  faqLink: <Link to="/faq" />,
  emailLink: <a href={`mailto:${CONTACT_DETAILS.email}`} />,
  emergencyLink: <a href={CONTACT_DETAILS.emergencyHref} />,
};
const VALUES = { email: CONTACT_DETAILS.email, emergencyPhone: CONTACT_DETAILS.emergencyPhone };

/**
 * A static policy page (its texts in the `policies` namespace): title band, the date, the text and
 * links to the other policies.
 */
export function PolicyLayout({ page }: { page: PolicyPage }) {
  const { t } = useTranslation('policies');
  const title = t(`${page}.title`);
  const body = t(`${page}.body`, { returnObjects: true }) as PolicyBlock[];
  const text = (key: string) => <Trans t={t} i18nKey={key as never} components={LINKS} values={VALUES} />;
  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle', { title })}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? () => ({ description: t(`${page}.intro`) }) : undefined} />
      <section className="border-b border-sand-200 bg-sand-100">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
          <p className="text-sm font-bold tracking-wider text-primary-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm font-medium text-stone-600">{t('lastUpdated')}</p>
          <p className="mt-4 max-w-2xl text-lg text-stone-700">{t(`${page}.intro`)}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_14rem]">
        <Prose className="max-w-3xl">
          {body.map((block, i) => {
            const key = `${page}.body.${i}`;
            if ('h2' in block) return <h2 key={i}>{text(`${key}.h2`)}</h2>;
            if ('p' in block) return <p key={i}>{text(`${key}.p`)}</p>;
            if ('ul' in block) {
              return (
                <ul key={i}>
                  {block.ul.map((_, j) => (
                    <li key={j}>{text(`${key}.ul.${j}`)}</li>
                  ))}
                </ul>
              );
            }
            return <RefundBands key={i} />;
          })}
        </Prose>
        <nav aria-label={t('navLabel')} className="order-first lg:order-none">
          <ul className="sticky top-24 flex flex-wrap gap-2 lg:flex-col">
            {POLICIES.map((p) => (
              <li key={p.to}>
                <Link
                  to={p.to}
                  aria-current={p.page === page ? 'page' : undefined}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-700 ring-1 ring-sand-200 hover:bg-sand-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 aria-[current=page]:ring-primary-200"
                >
                  {t(`nav.${p.page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}

/** The refund bands of spec §9, as the cancellation policy's summary table shows them. */
function RefundBands() {
  const { t } = useTranslation('policies');
  const bands = t('cancellation.bands', { returnObjects: true }) as RefundBand[];
  return (
    <div className="overflow-x-auto">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('cancellation.table.notice')}</th>
            <th scope="col">{t('cancellation.table.refund')}</th>
            <th scope="col">{t('cancellation.table.processing')}</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.notice}>
              <td>{band.notice}</td>
              <td>{band.refund}</td>
              <td>{band.processing}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
