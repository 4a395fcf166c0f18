import { isTransporter, useAuth } from '../auth';
import TransporterTripsPage from './operations/transporter-trips-page';
import TravelerTripsPage from './travel/traveler-trips-page';

/** /trips (spec §2): a transporter manages its routes, schedules and trips; anyone else sees their own trips. */
export default function TripsPage() {
  const { user } = useAuth();
  return isTransporter(user) ? <TransporterTripsPage /> : <TravelerTripsPage />;
}
