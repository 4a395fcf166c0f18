import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { useIsSignedIn } from '../auth';
import { useSavedList } from './api/use-saved-list';
import { HeartIcon } from './save-listing-button';
import { savedItemPath, savedMoney } from './saved-format';

/** Items the card names before "and n more". */
const SHOWN = 3;

/**
 * The traveler's dashboard card (issue 15): saved safaris and trips whose price dropped since they were
 * saved, with the old and new price; nothing at all when none did (or while loading).
 */
export function SavedPriceDropsCard({ className }: { className?: string }) {
  const { t } = useTranslation('saved');
  const signedIn = useIsSignedIn();
  const drops = useSavedList('price_drops', 1, SHOWN, signedIn);
  const items = drops.data?.items ?? [];
  if (!signedIn || items.length === 0) return null;
  const more = (drops.data?.total ?? 0) - items.length;
  return (
    <Card className={className}>
      <section className="p-5" aria-labelledby="saved-price-drops-title">
        <h2 id="saved-price-drops-title" className="flex items-center gap-2 font-semibold">
          <HeartIcon filled className="size-5 text-primary-600" />
          {t('dropsCard.title')}
        </h2>
        <ul className="mt-3 divide-y divide-sand-100">
          {items.map((item) =>
            item.price_drop ? (
              <li key={`${item.kind}:${item.listing_id}`} className="py-2.5">
                <Link to={savedItemPath(item)} className="font-medium text-stone-900 hover:text-primary-700">
                  {item.title}
                </Link>
                <p className="text-sm text-stone-600">
                  {t('item.priceDropped', {
                    from: savedMoney(item.price_drop.from_minor, item.price.currency),
                    to: savedMoney(item.price_drop.to_minor, item.price.currency),
                  })}
                </p>
              </li>
            ) : null,
          )}
        </ul>
        <p className="mt-2 text-sm">
          {more > 0 && <span className="mr-2 text-stone-600">{t('dropsCard.more', { count: more })}</span>}
          <Link to="/saved?filter=price_drops" className="font-semibold text-primary-700 hover:underline">
            {t('dropsCard.seeAll')}
          </Link>
        </p>
      </section>
    </Card>
  );
}
