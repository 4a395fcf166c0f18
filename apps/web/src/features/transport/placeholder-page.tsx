import { useTranslation } from 'react-i18next';
import { CapabilityPlaceholder, HomeLink } from '../../components/capability-placeholder';

type PlaceholderName =
  'search' | 'discovery' | 'details' | 'trips' | 'fleet' | 'drivers' | 'validation' | 'vehicles';

/** A transport page whose screen is being built (issue 13): its title and an honest empty state. */
export function TransportPlaceholder({
  page,
  homeLink = false,
}: {
  page: PlaceholderName;
  homeLink?: boolean;
}) {
  const { t } = useTranslation('transport');
  return (
    <CapabilityPlaceholder
      title={t(`${page}.title`)}
      capability={t('capability')}
      description={t(`${page}.description`)}
      tone="trip"
    >
      {homeLink ? <HomeLink /> : undefined}
    </CapabilityPlaceholder>
  );
}
