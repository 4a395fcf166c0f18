import { AUTH_MESSAGES } from '@dala/shared';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { toastMessageFor } from '../../lib/api-client';
import { useResendVerification } from './api/use-resend-verification';
import { Card } from '../../components/ui/card';
import { useAuth, isOperator, isTourOperator, isTransporter } from '../auth';

function ResendVerificationButton() {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer?.detail || AUTH_MESSAGES.verificationEmailSent),
      onError: (error) => toast.error(toastMessageFor(error, 'Could not send the email')),
    });
  return (
    <Button variant="secondary" size="sm" className="mt-3" busy={resend.isPending} onClick={send}>
      Send the link again
    </Button>
  );
}

/**
 * /dashboard. The identity capability shows who you are, what to do next (verification) and where
 * things will live; bookings, earnings and analytics arrive with their capabilities.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  const operator = isOperator(user);
  const needsVerification = operator && !user.is_verified;
  const links = [
    { to: '/bookings', label: 'Bookings', text: 'Your bookings and their status.' },
    ...(isTourOperator(user)
      ? [{ to: '/safaris', label: 'Safaris', text: 'Manage your safari packages.' }]
      : []),
    ...(isTransporter(user)
      ? [
          { to: '/trips', label: 'Trips', text: 'Create and manage your trips.' },
          { to: '/fleet', label: 'Fleet', text: 'Vehicles, drivers and validation.' },
        ]
      : []),
    ...(!operator
      ? [
          { to: '/safaris-search', label: 'Find a safari', text: 'Browse safaris from verified operators.' },
          { to: '/trips', label: 'Trips', text: 'Your upcoming road trips.' },
        ]
      : []),
    { to: '/notifications', label: 'Notifications', text: 'Updates about your account and bookings.' },
    { to: '/account', label: 'Account', text: 'Your profile, password and sessions.' },
  ];
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold text-primary-700">Dashboard</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Karibu, {user.first_name}!</h1>
      <p className="mt-1 text-stone-600">
        {operator
          ? `${user.company_name ?? 'Your company'} · ${user.operator_type === 'transporter' ? 'Transporter' : 'Tour operator'}`
          : 'Traveler account'}
      </p>

      {needsVerification && (
        <section className="mt-6 rounded-card border border-primary-200 bg-primary-50 p-5">
          <h2 className="font-semibold text-primary-900">
            {user.verification_status === 'pending'
              ? 'Your verification is being reviewed'
              : 'Verify your business to start selling'}
          </h2>
          <p className="mt-1 text-sm text-primary-900">
            {user.verification_status === 'pending'
              ? 'We will notify you as soon as an administrator has checked your documents.'
              : 'Submit your company details and documents so travelers can book with you.'}
          </p>
          <ButtonLink to="/verification-required" size="sm" className="mt-4">
            {user.verification_status === 'pending' ? 'View verification status' : 'Go to verification'}
          </ButtonLink>
        </section>
      )}
      {!user.email_verified && (
        <Card className="mt-4 p-5">
          <h2 className="font-semibold">Confirm your email address</h2>
          <p className="mt-1 text-sm text-stone-600">
            We sent a verification link to {user.email}. Open it to confirm your address.
          </p>
          <ResendVerificationButton />
        </Card>
      )}

      <h2 className="mt-10 text-lg font-semibold">Where to go</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link
              to={link.to}
              className="block h-full rounded-card border border-sand-200 bg-white p-5 shadow-card hover:border-primary-300"
            >
              <span className="font-semibold text-stone-900">{link.label}</span>
              <span className="mt-1 block text-sm text-stone-600">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 rounded-card border border-dashed border-sand-300 bg-white px-5 py-6 text-center text-sm text-stone-600">
        Booking summaries{operator ? ', earnings and analytics' : ' and upcoming departures'} will appear here
        with the engagement capability.
      </p>
    </main>
  );
}
