import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { useTranslation } from 'react-i18next';

/** Spec §2 Access Denied at /unauthorized. */
export default function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <div
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-800"
      >
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </div>
      <h1 className="mt-4 text-3xl font-bold">{t('unauthorized.title')}</h1>
      <p className="mt-3 text-stone-600">{t('unauthorized.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {t('unauthorized.goBack')}
        </Button>
        <ButtonLink to="/dashboard">{t('unauthorized.goToDashboard')}</ButtonLink>
      </div>
    </main>
  );
}
