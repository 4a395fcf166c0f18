import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { LanguageSwitch } from '../../features/auth';
import { useTranslation } from 'react-i18next';

const QUICK_LINKS = [
  { label: 'about', to: '/about' },
  { label: 'safaris', to: '/safaris-search' },
  { label: 'contact', to: '/contact' },
  { label: 'blog', to: '/blog' },
] as const;
const SUPPORT_LINKS = [
  { label: 'faq', to: '/faq' },
  { label: 'terms', to: '/terms' },
  { label: 'privacy', to: '/privacy' },
  { label: 'cancellation', to: '/cancellation' },
] as const;
/** Our social channels are not open yet (spec §2: placeholder social links), so they are not links.
 * Brand names: not translated. */
const SOCIAL = ['Facebook', 'Instagram', 'X', 'YouTube'];

const SUPPORT_EMAIL = 'support@dalarides.co.tz';

const linkClasses = 'rounded text-sm text-sand-200 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto bg-acacia-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm text-sand-200">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold tracking-wide text-white uppercase">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(`footer.links.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-bold tracking-wide text-white uppercase">
            {t('footer.support')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {t(`footer.links.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <address className="mt-4 space-y-2.5 text-sm text-sand-200 not-italic">
            <p>{t('footer.address')}</p>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
                {SUPPORT_EMAIL}
              </a>
            </p>
            <p>{t('footer.hours')}</p>
          </address>
          <p className="mt-5 text-xs font-semibold tracking-wide text-sand-300 uppercase">
            {t('footer.socialSoon')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('footer.socialLabel')}>
            {SOCIAL.map((name) => (
              <li
                key={name}
                className="rounded-full border border-acacia-700 px-3 py-1 text-xs text-sand-200"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-acacia-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <p className="text-xs text-sand-300">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <LanguageSwitch tone="light" />
        </div>
      </div>
    </footer>
  );
}
