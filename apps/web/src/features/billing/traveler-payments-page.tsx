import { useTranslation } from 'react-i18next';
import { CapabilityPlaceholder } from '../../components/capability-placeholder';

/** /payments for a traveler: placeholder until the traveler’s payments and receipts are built. */
export default function TravelerPaymentsPage() {
  const { t } = useTranslation('payments');
  return (
    <CapabilityPlaceholder
      title={t('page.title')}
      capability={t('page.capability')}
      description={t('page.description')}
    />
  );
}
