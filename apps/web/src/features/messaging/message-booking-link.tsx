import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';

interface MessageBookingLinkProps {
  bookingId: string;
  to: 'operator' | 'traveler';
  className?: string;
}

/**
 * "Message the operator" on a traveler's booking, "Message the traveler" on an operator's: opens the
 * booking's conversation (or its first message when there is none yet). Its texts load on the side,
 * so the booking page never waits for them.
 */
export function MessageBookingLink(props: MessageBookingLinkProps) {
  return (
    <Suspense fallback={null}>
      <BookingLink {...props} />
    </Suspense>
  );
}

function BookingLink({ bookingId, to, className }: MessageBookingLinkProps) {
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
