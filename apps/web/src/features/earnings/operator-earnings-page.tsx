import { useTranslation } from 'react-i18next';
import { CapabilityPlaceholder } from '../../components/capability-placeholder';

/** /payments for a an operator: placeholder until earnings and payouts are built. */
export default function OperatorEarningsPage() {
  const { t } = useTranslation('payments');
  return (
    <CapabilityPlaceholder
      title={t('page.title')}
      capability={t('page.capability')}
      description={t('page.description')}
    />
  );
}
