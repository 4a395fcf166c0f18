import type { ConversationSubject } from '@dala/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';

/** What a conversation is about, in one short phrase: 'Booking DR-… · 14 Dec 2026' or 'Question about a safari'. */
export function subjectLabel(subject: ConversationSubject, t: TFunction<'messaging'>): string {
  const kind =
    subject.kind === 'booking'
      ? t('subject.booking', { reference: subject.booking_reference ?? '' })
      : t(subject.kind === 'safari' ? 'subject.safari' : 'subject.trip');
  return subject.date ? `${kind} · ${formatDate(subject.date)}` : kind;
}

/** Where the reader sees the subject itself: the booking (their side of it) or the listing's page. */
export function subjectPath(subject: ConversationSubject, role: 'traveler' | 'operator'): string | null {
  if (subject.kind === 'booking' && subject.booking_id) {
    if (role === 'traveler') return `/bookings/${subject.booking_id}`;
    if (subject.safari_id) return `/safaris-management/bookings/${subject.booking_id}`;
    return subject.trip_id ? `/trips/manage/${subject.trip_id}` : null;
  }
  if (subject.safari_id) return `/safaris/${subject.safari_slug || subject.safari_id}`;
  if (subject.trip_id) return `/trips/${subject.trip_id}`;
  return null;
}

/** The subject's title with its kind, and a link to it. */
export function SubjectLine({
  subject,
  role,
  className,
}: {
  subject: ConversationSubject;
  role: 'traveler' | 'operator';
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  const path = subjectPath(subject, role);
  return (
    <p className={className}>
      <span className="font-semibold text-stone-900">{subject.title}</span>
      <span className="text-stone-600"> · {subjectLabel(subject, t)}</span>
      {path && (
        <>
          {' · '}
          <Link to={path} className="font-semibold text-primary-700 hover:underline">
            {subject.kind === 'booking' ? t('thread.viewBooking') : t('thread.viewListing')}
          </Link>
        </>
      )}
    </p>
  );
}

/** Two initials in a circle, for a party without a picture. */
export function Initials({ name, className }: { name: string; className?: string }) {
  const letters =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?';
  return (
    <span
      aria-hidden
      className={`flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-800 ${className ?? ''}`}
    >
      {letters}
    </span>
  );
}
