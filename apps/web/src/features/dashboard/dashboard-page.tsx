import { AUTH_MESSAGES } from '@dala/shared';
import { Suspense } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { toastMessageFor } from '../../lib/api-client';
import { useResendVerification } from './api/use-resend-verification';
import { Card } from '../../components/ui/card';
import { messageText } from '../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/skeleton';
import { OperatorAnalyticsSummary } from '../analytics';
import { useAuth, isOperator, isTourOperator, isTransporter } from '../auth';
import { UnreadMessagesCard } from '../messaging';
import { TravelerDashboardSections } from './traveler-dashboard';

type DashboardLink =
  | 'analytics'
  | 'bookings'
  | 'safaris'
  | 'operatorTrips'
  | 'fleet'
  | 'findSafari'
  | 'travelerTrips'
  | 'messages'
  | 'reviews'
  | 'saved'
  | 'deals'
  | 'payments'
  | 'earnings'
  | 'company'
  | 'notifications'
  | 'account';

function ResendVerificationButton() {
  const { t } = useTranslation('dashboard');
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        toast.success(messageText(answer?.detail || AUTH_MESSAGES.verificationEmailSent)),
      onError: (error) => toast.error(toastMessageFor(error, t('email.resendFailed'))),
    });
  return (
    <Button variant="secondary" size="sm" className="mt-3" busy={resend.isPending} onClick={send}>
      {t('email.resend')}
    </Button>
  );
}

/**
 * /dashboard, one address for every role: a traveler's next safari or trip, balances due and the
 * engagement cards; an operator's last 30 days (bookings, revenue, views, occupancy) with the way to
 * the full analytics; an administrator is sent to the admin console.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  if (!user) return null;
  if (user.type === 'admin') return <Navigate to="/admin" replace />;
  const operator = isOperator(user);
  const needsVerification = operator && !user.is_verified;
  const links: { to: string; key: DashboardLink }[] = [
    ...(operator ? [{ to: '/analytics', key: 'analytics' as const }] : []),
    { to: '/bookings', key: 'bookings' as const },
    ...(isTourOperator(user) ? [{ to: '/safaris', key: 'safaris' as const }] : []),
    ...(isTransporter(user)
      ? [
          { to: '/trips', key: 'operatorTrips' as const },
          { to: '/fleet', key: 'fleet' as const },
        ]
      : []),
    ...(!operator
      ? [
          { to: '/safaris-search', key: 'findSafari' as const },
          { to: '/trips', key: 'travelerTrips' as const },
        ]
      : []),
    { to: '/messages', key: 'messages' as const },
    { to: '/reviews', key: 'reviews' as const },
    ...(operator
      ? [
          { to: '/deals', key: 'deals' as const },
          { to: '/payments', key: 'earnings' as const },
          { to: '/company', key: 'company' as const },
        ]
      : [
          { to: '/saved', key: 'saved' as const },
          { to: '/deals', key: 'deals' as const },
          { to: '/payments', key: 'payments' as const },
        ]),
    { to: '/notifications', key: 'notifications' as const },
    { to: '/account', key: 'account' as const },
  ];
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold text-primary-700">{t('title')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('welcome', { name: user.first_name })}</h1>
      <p className="mt-1 text-stone-600">
        {operator
          ? t('companyLine', {
              company: user.company_name ?? t('yourCompany'),
              type: user.operator_type === 'transporter' ? t('transporter') : t('tourOperator'),
            })
          : t('travelerAccount')}
      </p>

      {needsVerification && (
        <section className="mt-6 rounded-card border border-primary-200 bg-primary-50 p-5">
          <h2 className="font-semibold text-primary-900">
            {user.verification_status === 'pending'
              ? t('verification.pendingTitle')
              : t('verification.startTitle')}
          </h2>
          <p className="mt-1 text-sm text-primary-900">
            {user.verification_status === 'pending'
              ? t('verification.pendingText')
              : t('verification.startText')}
          </p>
          <ButtonLink to="/verification-required" size="sm" className="mt-4">
            {user.verification_status === 'pending'
              ? t('verification.pendingAction')
              : t('verification.startAction')}
          </ButtonLink>
        </section>
      )}
      {!user.email_verified && (
        <Card className="mt-4 p-5">
          <h2 className="font-semibold">{t('email.title')}</h2>
          <p className="mt-1 text-sm text-stone-600">{t('email.text', { email: user.email })}</p>
          <ResendVerificationButton />
        </Card>
      )}

      {operator ? (
        <>
          <Suspense
            fallback={
              <div aria-busy="true" className="mt-8">
                <Skeleton className="h-40" />
              </div>
            }
          >
            <OperatorAnalyticsSummary />
          </Suspense>
          <div className="mt-4 grid gap-4 *:min-w-0 sm:grid-cols-2 lg:grid-cols-3">
            <Suspense fallback={null}>
              <UnreadMessagesCard />
            </Suspense>
          </div>
        </>
      ) : (
        <TravelerDashboardSections />
      )}

      <h2 className="mt-10 text-lg font-semibold">{t('whereToGo')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to + link.key}>
            <Link
              to={link.to}
              className="block h-full rounded-card border border-sand-200 bg-white p-5 shadow-card hover:border-primary-300"
            >
              <span className="font-semibold text-stone-900">{t(`links.${link.key}.label`)}</span>
              <span className="mt-1 block text-sm text-stone-600">{t(`links.${link.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
