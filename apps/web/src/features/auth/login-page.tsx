import { AUTH_MESSAGES, LOGIN_TIPS_ROTATION_MS } from '@dala/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { safeRedirectTarget } from './guards';
import { ApiRequestError } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { useAuth } from './auth-context';
import { AuthLayout, GoogleMark } from './auth-layout';
import { hasGoogleCredential, loadGoogleSignIn, startGoogleSignIn } from './google-entry';
import { lazyZodResolver, usePreload } from '../../lib/forms/lazy-resolver';
import { useLightForm } from '../../lib/forms/use-light-form';
import { notify } from '../../lib/notify';

const loginResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.loginSchema));

/** The tips, by their key in the auth namespace (login.tips.<key>), with where each links to. */
const TIPS = [
  { key: 'faq', to: '/faq' },
  { key: 'privacy', to: '/privacy' },
  { key: 'support', to: '/contact' },
] as const;

/** Tips panel of the login page, one tip every 8 s (spec §2). */
function LoginTips() {
  const { t } = useTranslation('auth');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TIPS.length), LOGIN_TIPS_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  const tip = TIPS[index] ?? TIPS[0]!;
  return (
    <div className="flex h-full min-h-[28rem] flex-col justify-between rounded-card bg-acacia-800 p-10 text-sand-100 shadow-raised">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary-300 uppercase">
          {t('login.panel.eyebrow')}
        </p>
        <h2 className="mt-3 text-3xl font-bold text-white">{t('login.panel.title')}</h2>
        <p className="mt-3 text-sand-200">{t('login.panel.lead')}</p>
      </div>
      <div aria-live="polite" className="rounded-xl bg-acacia-900/60 p-6">
        <p className="font-semibold text-white">{t(`login.tips.${tip.key}.title`)}</p>
        <p className="mt-1 text-sm text-sand-200">{t(`login.tips.${tip.key}.text`)}</p>
        <Link
          to={tip.to}
          className="mt-3 inline-block rounded text-sm font-semibold text-primary-300 hover:underline"
        >
          {t(`login.tips.${tip.key}.link`)}
        </Link>
        <div className="mt-4 flex gap-1.5" aria-hidden>
          {TIPS.map((item, i) => (
            <span
              key={item.key}
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
  const { t } = useTranslation('auth');
  const { login, acceptLogin } = useAuth();
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
  } = useLightForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  usePreload(loginResolver.preload);
  // Registered once, outside the markup.
  const fields = {
    email: register('email'),
    password: register('password'),
  };
  // 'idle' in the first render, wherever it runs: the server never sees the URL fragment.
  const [status, setStatus] = useState<Status>('idle');
  const googleHandled = useRef(false);

  // Back from Google with an ID token in the fragment: let the server verify it.
  useEffect(() => {
    if (googleHandled.current) return;
    googleHandled.current = true;
    if (!hasGoogleCredential()) return;
    const unavailable = () => {
      setStatus('failed');
      notify.error(messageText(AUTH_MESSAGES.googleUnavailable));
    };
    loadGoogleSignIn().then(({ exchangeGoogleCredential, takeGoogleCredential }) => {
      const returned = takeGoogleCredential();
      // A token in the URL that this browser did not ask for is dropped.
      if (!returned) return unavailable();
      setStatus((current) => (current === 'idle' ? 'submitting' : current));
      exchangeGoogleCredential(returned.credential)
        .then((answer) => {
          acceptLogin(answer);
          setStatus('success');
          navigate(safeRedirectTarget(returned.from), { replace: true });
        })
        .catch((error: unknown) => {
          setStatus('failed');
          notify.error(
            messageText(error instanceof ApiRequestError ? error.message : AUTH_MESSAGES.googleUnavailable),
          );
        });
    }, unavailable);
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
        notify.error(messageText(error.message));
    }
  });

  const busy = status === 'submitting' || status === 'success';

  return (
    <AuthLayout aside={<LoginTips />}>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('login.title')}</h1>
        <p className="mt-1.5 text-stone-600">{t('login.lead')}</p>
        {message && (
          <Alert tone="info" className="mt-5">
            {messageText(message)}
          </Alert>
        )}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            required
            {...fields.email}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            required
            {...fields.password}
            labelAside={
              <Link
                to="/forgot-password"
                className="rounded text-sm font-semibold text-primary-700 hover:underline"
              >
                {t('login.forgotPassword')}
              </Link>
            }
          />
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <div className="my-6 flex items-center gap-3 text-xs font-medium text-stone-500">
          <span className="h-px flex-1 bg-sand-200" />
          {t('or')}
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
          {t('login.google')}
        </Button>
        <p className="mt-6 text-center text-sm text-stone-600">
          {t('login.notMember')}{' '}
          <Link to="/register" className="rounded font-semibold text-primary-700 hover:underline">
            {t('login.signUp')}
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
