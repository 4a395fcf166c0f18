import { PolicyLayout } from './policy-layout';

/** /terms: Terms & Conditions. */
export default function TermsPage() {
  return <PolicyLayout page="terms" />;
}
