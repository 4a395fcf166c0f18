import { PolicyLayout } from './policy-layout';

/** /privacy: Privacy Policy. */
export default function PrivacyPage() {
  return <PolicyLayout page="privacy" />;
}
