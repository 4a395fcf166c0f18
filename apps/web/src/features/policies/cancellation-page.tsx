import { PolicyLayout } from './policy-layout';

/** /cancellation: the cancellation policy of spec §9 in full. */
export default function CancellationPage() {
  return <PolicyLayout page="cancellation" />;
}
