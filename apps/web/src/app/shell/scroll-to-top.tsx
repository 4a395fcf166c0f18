import { SCROLL_TOP_AFTER_PX } from '@dala/shared';
import { useScrolledPast } from './use-scroll';
import { useTranslation } from 'react-i18next';

/** Appears after 200 px of scrolling (spec §2). */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('shell.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary-700 text-white shadow-raised hover:bg-primary-800 sm:right-6 sm:bottom-6"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden
      >
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
