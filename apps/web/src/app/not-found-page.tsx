import { ButtonLink } from '../components/ui/button';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.text')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('notFound.backHome')}
      </ButtonLink>
    </main>
  );
}
