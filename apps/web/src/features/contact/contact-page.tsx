import { Card } from '../../components/ui/card';
import { ART, CONTACT_DETAILS } from '../content';
import { PageHero } from '../../components/marketing/page-hero';
import { ContactForm } from './contact-form';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-head';

/** Office hours (spec §2), East Africa Time. */
export const OFFICE_HOURS = [
  { days: 'mondayToFriday', hours: '8:00 – 18:00' },
  { days: 'saturday', hours: '9:00 – 16:00' },
  { days: 'sunday', hours: '10:00 – 14:00' },
] as const;

/** /contact — Get in Touch (spec §2). */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image={ART.kilimanjaro}
        compact
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="text-lg font-bold">{t('details.title')}</h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="font-semibold text-stone-900">{t('details.email')}</dt>
                <dd>
                  <a
                    href={`mailto:${CONTACT_DETAILS.email}`}
                    className="text-primary-700 underline underline-offset-4"
                  >
                    {CONTACT_DETAILS.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-900">{t('details.phone')}</dt>
                <dd>
                  <a
                    href={CONTACT_DETAILS.phoneHref}
                    className="text-primary-700 underline underline-offset-4"
                  >
                    {CONTACT_DETAILS.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-900">{t('details.office')}</dt>
                <dd className="text-stone-600">
                  {CONTACT_DETAILS.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </dd>
              </div>
            </dl>
          </Card>
          <Card className="p-6">
            <h2 className="text-lg font-bold">{t('hours.title')}</h2>
            <p className="mt-1 text-sm text-stone-500">{t('hours.timezone')}</p>
            <table className="mt-4 w-full text-sm">
              <tbody>
                {OFFICE_HOURS.map((row) => (
                  <tr key={row.days} className="border-t border-sand-100 first:border-0">
                    <th scope="row" className="py-2 text-left font-medium text-stone-700">
                      {t(`hours.${row.days}`)}
                    </th>
                    <td className="py-2 text-right font-semibold text-stone-900 tabular-nums">{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <div className="rounded-card bg-primary-800 p-6 text-white">
            <h2 className="text-lg font-bold text-white">{t('emergency.title')}</h2>
            <p className="mt-1 text-sm text-white/85">{t('emergency.text')}</p>
            <a
              href={CONTACT_DETAILS.emergencyHref}
              className="mt-4 inline-flex items-center rounded-xl bg-white px-4 py-2.5 text-sm font-bold text-primary-800 hover:bg-primary-50"
            >
              {CONTACT_DETAILS.emergencyPhone}
            </a>
          </div>
        </div>
        <Card className="self-start p-6 sm:p-8">
          <h2 className="text-2xl font-bold">{t('message.title')}</h2>
          <p className="mt-1 mb-6 text-sm text-stone-600">{t('message.allRequired')}</p>
          <ContactForm />
        </Card>
      </div>
    </main>
  );
}
