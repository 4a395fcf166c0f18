import { TransportPlaceholder } from '../placeholder-page';

/** Placeholder until this screen lands (issue 13). */
export default function TransporterTripsPage() {
  return <TransportPlaceholder page="trips" />;
}
