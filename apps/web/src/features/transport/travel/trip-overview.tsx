import type { TripDetail } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { RefundBands, TransporterCard, TripStops, VehicleCard } from './trip-sections';

/** The trip page's overview: its route with the stops, the vehicle, the transporter and the refund bands. */
export default function TripOverview({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('transport');
  // One element: while this chunk loads, Preact keeps a lazy part's server markup only if it is one node.
  return (
    <div className="space-y-6">
      <Card className="p-5">
        <h2 className="text-lg font-bold">{t('tripDetail.route')}</h2>
        <p className="text-sm text-stone-600">{trip.route.name}</p>
        <TripStops trip={trip} className="mt-4" />
      </Card>
      <VehicleCard trip={trip} />
      <TransporterCard trip={trip} />
      <Card className="p-5">
        <h2 className="text-lg font-bold">{t('tripDetail.cancellation')}</h2>
        <RefundBands bands={trip.refund_bands} className="mt-3" />
      </Card>
    </div>
  );
}
