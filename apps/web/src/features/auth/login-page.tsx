import { AUTH_MESSAGES, LOGIN_TIPS_ROTATION_MS, loginSchema } from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { safeRedirectTarget } from './guards';
import { ApiRequestError } from '../../lib/api-client';
import { messageText, useMessageText } from '../../lib/i18n';
import { useAuth } from './auth-context';
import { AuthLayout, GoogleMark } from './auth-layout';
import {
  exchangeGoogleCredential,
  hasGoogleCredential,
  startGoogleSignIn,
  takeGoogleCredential,
} from './google-sign-in';

const TIPS = [
  {
    title: 'Questions before you book?',
    text: 'Our FAQ answers the common ones about bookings, payments, safety and transport.',
    link: { to: '/faq', label: 'Read the FAQ' },
  },
  {
    title: 'Your details stay yours',
    text: 'We only share what an operator needs to run your safari or trip.',
    link: { to: '/privacy', label: 'Privacy Policy' },
  },
  {
    title: 'Need a hand signing in?',
    text: 'Our support team answers Mon–Fri 8:00–18:00 EAT, with 24/7 emergency support.',
    link: { to: '/contact', label: 'Contact us' },
  },
];

/** Tips panel of the login page, one tip every 8 s (spec §2). */
function LoginTips() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TIPS.length), LOGIN_TIPS_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  const tip = TIPS[index] ?? TIPS[0]!;
  return (
    <div className="flex h-full min-h-[28rem] flex-col justify-between rounded-card bg-acacia-800 p-10 text-sand-100 shadow-raised">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary-300 uppercase">Karibu tena</p>
        <h2 className="mt-3 text-3xl font-bold text-white">Welcome back to Dala Rides</h2>
        <p className="mt-3 text-sand-200">Your safaris, trips and bookings, all in one place.</p>
      </div>
      <div aria-live="polite" className="rounded-xl bg-acacia-900/60 p-6">
        <p className="font-semibold text-white">{tip.title}</p>
        <p className="mt-1 text-sm text-sand-200">{tip.text}</p>
        <Link
          to={tip.link.to}
          className="mt-3 inline-block rounded text-sm font-semibold text-primary-300 hover:underline"
        >
          {tip.link.label}
        </Link>
        <div className="mt-4 flex gap-1.5" aria-hidden>
          {TIPS.map((t, i) => (
            <span
              key={t.title}
              className={`h-1.5 rounded-full ${i === index ? 'w-6 bg-primary-400' : 'w-1.5 bg-acacia-600'}`}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

type Status = 'idle' | 'submitting' | 'success' | 'failed';

export default function LoginPage() {
  const { login, acceptLogin } = useAuth();
  const text = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const routerState = location.state as { message?: unknown; from?: unknown } | null;
  const message =
    (typeof routerState?.message === 'string' && routerState.message) || searchParams.get('message') || null;
  const from = safeRedirectTarget(routerState?.from ?? searchParams.get('from'));

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // Back from Google: the ID token is in the URL fragment until the effect below takes it.
  const [status, setStatus] = useState<Status>(() => (hasGoogleCredential() ? 'submitting' : 'idle'));
  const googleHandled = useRef(false);
  const googleReturned = useRef(status === 'submitting');

  // Back from Google with an ID token in the fragment: let the server verify it.
  useEffect(() => {
    if (googleHandled.current) return;
    googleHandled.current = true;
    const returned = takeGoogleCredential();
    if (!returned) {
      // A token in the URL that this browser did not ask for is dropped.
      if (googleReturned.current) {
        void Promise.resolve().then(() => {
          setStatus('failed');
          toast.error(messageText(AUTH_MESSAGES.googleUnavailable));
        });
      }
      return;
    }
    exchangeGoogleCredential(returned.credential)
      .then((answer) => {
        acceptLogin(answer);
        setStatus('success');
        navigate(safeRedirectTarget(returned.from), { replace: true });
      })
      .catch((error: unknown) => {
        setStatus('failed');
        toast.error(
          messageText(error instanceof ApiRequestError ? error.message : AUTH_MESSAGES.googleUnavailable),
        );
      });
  }, [acceptLogin, navigate]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setStatus('submitting');
    try {
      await login(email, password, false);
      setStatus('success');
      navigate(from, { replace: true });
    } catch (error) {
      setStatus('failed');
      // Any failure reads the same under the password (spec §3), whatever field the server named.
      const noUser = error instanceof Error && error.message === AUTH_MESSAGES.loginNoUserData;
      setError('password', {
        type: 'server',
        message: noUser ? AUTH_MESSAGES.loginNoUserData : AUTH_MESSAGES.invalidCredentials,
      });
      // A lockout or a dead connection also gets its own explanation.
      if (error instanceof ApiRequestError && (error.status === 429 || error.status === 0))
        toast.error(messageText(error.message));
    }
  });

  const busy = status === 'submitting' || status === 'success';

  return (
    <AuthLayout aside={<LoginTips />}>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Sign in</h1>
        <p className="mt-1.5 text-stone-600">Welcome back. Sign in to manage your safaris and trips.</p>
        {message && (
          <Alert tone="info" className="mt-5">
            {messageText(message)}
          </Alert>
        )}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            required
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={text(errors.password?.message)}
            required
            {...register('password')}
            labelAside={
              <Link
                to="/forgot-password"
                className="rounded text-sm font-semibold text-primary-700 hover:underline"
              >
                Forgot Password
              </Link>
            }
          />
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <div className="my-6 flex items-center gap-3 text-xs font-medium text-stone-500">
          <span className="h-px flex-1 bg-sand-200" />
          or
          <span className="h-px flex-1 bg-sand-200" />
        </div>
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={() => void startGoogleSignIn(from)}
          disabled={busy}
        >
          <GoogleMark />
          Continue with Google
        </Button>
        <p className="mt-6 text-center text-sm text-stone-600">
          Not a member yet?{' '}
          <Link to="/register" className="rounded font-semibold text-primary-700 hover:underline">
            Sign Up
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
