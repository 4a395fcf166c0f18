import { TransportPlaceholder } from '../placeholder-page';

/** Placeholder until this screen lands (issue 13). */
export default function DriversPage() {
  return <TransportPlaceholder page="drivers" />;
}
