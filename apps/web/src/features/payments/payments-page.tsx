import { useTranslation } from 'react-i18next';
import { CapabilityPlaceholder } from '../../components/capability-placeholder';

/** /payments: placeholder until the money capability builds the screen. */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  return (
    <CapabilityPlaceholder
      title={t('page.title')}
      capability={t('page.capability')}
      description={t('page.description')}
    />
  );
}
