import type { SavedItem } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { savedDate, savedDeparture, savedItemPath, savedMoney } from './saved-format';

/** Availability in words, and whether it is good news (seats to book). */
export function useAvailabilityText() {
  const { t } = useTranslation('saved');
  return (item: SavedItem): { text: string; bookable: boolean } => {
    const { state, next_date, seats_left } = item.availability;
    if (state === 'available') {
      if (item.kind === 'safari') {
        if (next_date === null) return { text: t('availability.onRequest'), bookable: true };
        return {
          text: t('availability.nextDeparture', { date: savedDate(next_date), count: seats_left ?? 0 }),
          bookable: true,
        };
      }
      return { text: t('availability.seatsLeft', { count: seats_left ?? 0 }), bookable: true };
    }
    return { text: t(`availability.${state}`), bookable: false };
  };
}

/** A saved safari or trip on /saved: picture, name, operator, when, price (and its drop), seats, remove. */
export function SavedItemCard({ item, onRemove }: { item: SavedItem; onRemove: (item: SavedItem) => void }) {
  const { t } = useTranslation('saved');
  const availability = useAvailabilityText()(item);
  const isTrip = item.kind === 'trip';
  const gone = item.availability.state === 'unavailable' || item.availability.state === 'departed';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <div className="relative aspect-[16/9] overflow-hidden bg-sand-100">
        {item.image && (
          <img
            src={item.image.url}
            srcSet={item.image.srcset || undefined}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
            className={cn('size-full object-cover', gone && 'grayscale')}
          />
        )}
        <span
          className={cn(
            'absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
            isTrip ? 'bg-trip-600 text-white' : 'bg-white/95 text-stone-800',
          )}
        >
          {isTrip ? t('item.trip') : t('item.safari')}
        </span>
        {item.price_drop && (
          <span className="absolute right-3 bottom-3 rounded-full bg-acacia-600 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
            {t('item.priceDropped', {
              from: savedMoney(item.price_drop.from_minor, item.price.currency),
              to: savedMoney(item.price_drop.to_minor, item.price.currency),
            })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="truncate text-xs font-medium tracking-wide text-primary-700 uppercase">
          {isTrip ? item.operator_name : item.location}
        </p>
        <h2 className="mt-1 text-lg leading-snug font-bold">
          <Link
            to={savedItemPath(item)}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {isTrip && item.departs_at
            ? t('item.departs', { when: savedDeparture(item.departs_at) })
            : [
                item.operator_name,
                t('item.days', { count: item.duration_days ?? 1 }),
                item.is_private ? t('item.privateTour') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
        <p
          className={cn(
            'mt-3 inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
            availability.bookable
              ? 'bg-acacia-50 text-acacia-800 ring-1 ring-acacia-200 ring-inset'
              : item.availability.state === 'sold_out'
                ? 'bg-primary-50 text-primary-900 ring-1 ring-primary-200 ring-inset'
                : 'bg-sand-100 text-stone-700 ring-1 ring-sand-300 ring-inset',
          )}
        >
          {availability.text}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <div>
            {item.price.current_minor === null ? (
              <p className="text-sm text-stone-500">{t('item.noPrice')}</p>
            ) : (
              <>
                <p className="text-xl font-extrabold text-stone-900">
                  {item.price_drop && (
                    <s className="mr-1.5 text-sm font-medium text-stone-500">
                      {savedMoney(item.price_drop.from_minor, item.price.currency)}
                    </s>
                  )}
                  {savedMoney(item.price.current_minor, item.price.currency)}
                </p>
                <p className="text-xs text-stone-500">
                  {isTrip ? t('item.perSeat') : t('item.fromPerAdult')}
                </p>
              </>
            )}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="relative z-10"
            onClick={() => onRemove(item)}
            aria-label={t('item.removeNamed', { title: item.title })}
          >
            {t('item.remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}
