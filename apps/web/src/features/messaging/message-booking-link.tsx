import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';

/**
 * "Message the operator" on a traveler's booking, "Message the traveler" on an operator's: opens the
 * booking's conversation (or its first message when there is none yet).
 */
export function MessageBookingLink({
  bookingId,
  to,
  className,
}: {
  bookingId: string;
  to: 'operator' | 'traveler';
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  return (
    <ButtonLink
      to={`/messages/new?booking=${encodeURIComponent(bookingId)}`}
      variant="secondary"
      size="sm"
      className={className}
    >
      {to === 'operator' ? t('booking.messageOperator') : t('booking.messageTraveler')}
    </ButtonLink>
  );
}
