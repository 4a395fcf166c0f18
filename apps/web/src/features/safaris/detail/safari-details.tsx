import type { SafariDetail } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { AskOperatorButton } from '../../messaging';
import { RatingLabel, VerifiedBadge } from '../components/badges';
import { SafariReviews } from './safari-reviews';

/** The safari page below its overview: the day-by-day itinerary, what is included, the operator, the reviews. */
export default function SafariDetails({ safari }: { safari: SafariDetail }) {
  const { t } = useTranslation('safaris');
  // One element: while this chunk loads, Preact keeps a lazy part's server markup only if it is one node.
  return (
    <div className="space-y-10">
      <section aria-labelledby="itinerary">
        <h2 id="itinerary" className="text-xl font-bold">
          {t('detail.dayByDay')}
        </h2>
        <ol className="mt-4 space-y-0">
          {safari.itinerary.map((day, i) => (
            <li key={day.day} className="relative flex gap-4 pb-6 last:pb-0">
              {i < safari.itinerary.length - 1 && (
                <span aria-hidden className="absolute top-9 bottom-0 left-[17px] w-px bg-sand-300" />
              )}
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-800">
                {day.day}
              </span>
              <div className="min-w-0 pt-1">
                <h3 className="font-semibold">
                  <span className="sr-only">{t('detail.dayPrefix', { day: day.day })}</span>
                  {day.title}
                </h3>
                <p className="mt-1 whitespace-pre-line text-stone-700">{day.description}</p>
                {(day.accommodation || day.meals.length > 0) && (
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-500">
                    {day.accommodation && <span>{t('detail.stay', { place: day.accommodation })}</span>}
                    {day.meals.length > 0 && (
                      <span>
                        {t('detail.mealsList', {
                          meals: day.meals.map((m) => t(`meals.${m}`)).join(', '),
                        })}
                      </span>
                    )}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label={t('detail.whatsIncluded')} className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="text-lg font-bold">{t('detail.included')}</h2>
          <ul className="mt-3 space-y-2">
            {safari.inclusions.map((item) => (
              <li key={item} className="flex gap-2 text-stone-700">
                <span aria-hidden className="text-acacia-600">
                  {t('detail.includedMark')}
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-bold">{t('detail.notIncluded')}</h2>
          <ul className="mt-3 space-y-2">
            {safari.exclusions.map((item) => (
              <li key={item} className="flex gap-2 text-stone-700">
                <span aria-hidden className="text-stone-400">
                  {t('detail.excludedMark')}
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="operator">
        <h2 id="operator" className="text-xl font-bold">
          {t('detail.yourOperator')}
        </h2>
        <Card className="mt-3 flex items-center gap-4 p-4">
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-acacia-700 text-lg font-bold text-white"
          >
            {safari.operator.company_name.charAt(0)}
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
              {safari.operator.slug ? (
                <Link
                  to={`/operators/${safari.operator.slug}`}
                  className="hover:text-primary-700 hover:underline"
                >
                  {safari.operator.company_name}
                </Link>
              ) : (
                safari.operator.company_name
              )}
              {safari.operator.is_verified && <VerifiedBadge />}
            </p>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-stone-600">
              <RatingLabel rating={safari.operator.rating} reviewCount={safari.operator.review_count} />
            </div>
            {safari.operator.slug && (
              <Link
                to={`/operators/${safari.operator.slug}`}
                className="mt-1 inline-block text-sm font-semibold text-primary-700 hover:underline"
              >
                {t('detail.viewCompanyProfile')}
              </Link>
            )}
            <AskOperatorButton
              listing={{ kind: 'safari', id: safari.id }}
              operatorName={safari.operator.company_name}
            />
          </div>
        </Card>
      </section>

      <SafariReviews safari={safari} />
    </div>
  );
}
