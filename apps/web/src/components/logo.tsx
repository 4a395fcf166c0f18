import { cn } from '../lib/cn';
import { useTranslation } from 'react-i18next';

const LOGO_SVG =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#d85607"/><circle cx="44" cy="21" r="8" fill="#ffd9a0"/><path d="M4 47c10-7 19-9 28-9s18 2 28 9v17H4z" fill="#1d4f31"/><path d="M15 41c1-7 8-12 17-12s16 5 17 12" fill="none" stroke="#fff4e3" stroke-width="4.5" stroke-linecap="round"/><circle cx="22" cy="44" r="4" fill="#fff4e3"/><circle cx="42" cy="44" r="4" fill="#fff4e3"/></svg>',
  );

/** The Dala Rides mark and wordmark. */
export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <img src={LOGO_SVG} alt={t('logo.alt')} width={36} height={36} className="size-9" />
      <span
        className={cn(
          'text-lg font-extrabold tracking-tight',
          tone === 'dark' ? 'text-stone-900' : 'text-white',
        )}
      >
        {t('logo.dala')}
        <span className={tone === 'dark' ? 'text-primary-700' : 'text-primary-300'}>{t('logo.rides')}</span>
      </span>
    </span>
  );
}
