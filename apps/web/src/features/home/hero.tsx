import { HERO_FADE_MS, HERO_ROTATION_MS } from '@dala/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { HERO_SLIDES } from './hero-slides';
import { usePreloadImage } from '../../components/document-head';
import { whenIdle } from '../../lib/idle';

/** Read after the first render, which must be the server's (the rotation only starts after it). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Fetches a slide's picture into the browser's cache, so it shows at once when its turn comes. */
function prefetchSlide(index: number): void {
  const slide = HERO_SLIDES[index];
  if (slide) new Image().src = slide.image;
}

/**
 * The home hero: six slides rotating every 5 s with a 0.5 s fade (spec §1, §9). Rotation pauses while
 * the hero is hovered or holds focus, and never runs under prefers-reduced-motion.
 */
export function Hero() {
  const { t } = useTranslation('home');
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const firstSlide = HERO_SLIDES[0];
  usePreloadImage(firstSlide ? { src: firstSlide.image } : null);
  const paused = hovered || focused || reducedMotion;
  // A slide gets its picture once it has been shown, and the next slide's picture is fetched ahead
  // (into the cache, not the page): six large pictures drawn at once would hold a phone up while it
  // takes the page over. The second one is fetched when the browser is first idle.
  const [shownUpTo, setShownUpTo] = useState(0);
  useEffect(() => whenIdle(() => prefetchSlide(1), HERO_ROTATION_MS / 2), []);
  // The slide after the one now shown loads while this one is on screen.
  useEffect(() => {
    if (active > 0) prefetchSlide(active + 1);
  }, [active]);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      setActive((i) => (i + 1) % HERO_SLIDES.length);
      setShownUpTo((n) => Math.min(n + 1, HERO_SLIDES.length - 1));
    }, HERO_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const slide = HERO_SLIDES[active]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      className="relative isolate overflow-hidden bg-primary-950"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused || undefined}
    >
      <div aria-live={paused ? 'polite' : 'off'} className="absolute inset-0 -z-10">
        {HERO_SLIDES.map((s, i) => (
          <div
            key={s.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slideLabel', {
              number: i + 1,
              total: HERO_SLIDES.length,
              place: t(`hero.slides.${s.key}.place`),
            })}
            aria-hidden={i !== active}
            className={cn(
              'absolute inset-0 transition-opacity ease-in-out',
              i === active ? 'opacity-100' : 'opacity-0',
            )}
            style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
          >
            {(i === active || i <= shownUpTo) && (
              <img
                src={s.image}
                alt={t(`hero.slides.${s.key}.alt`)}
                className="size-full object-cover"
                width={1600}
                height={900}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            )}
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-b from-stone-950/55 via-stone-950/30 to-stone-950/75" />
        <div className="absolute inset-0 bg-gradient-to-r from-stone-950/45 to-transparent" />
      </div>

      <div className="mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-end px-4 pt-16 pb-32 sm:min-h-[38rem] sm:px-6 sm:pb-36 lg:min-h-[40rem] lg:px-8">
        <p className="mb-3 inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase ring-1 ring-white/25 backdrop-blur-sm">
          <span aria-hidden className="size-1.5 rounded-full bg-acacia-200" />
          {t('hero.badge')}
          <span className="hidden sm:inline">{t('hero.badgeMore')}</span>
        </p>
        <h1 className="max-w-3xl text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{t('hero.lead')}</p>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <p className="min-h-12 text-sm text-white/90" aria-live="off">
            <span className="block font-semibold text-white">{t(`hero.slides.${slide.key}.place`)}</span>
            {t(`hero.slides.${slide.key}.caption`)}
          </p>
          <div className="flex items-center gap-1" role="group" aria-label={t('hero.chooseSlide')}>
            {HERO_SLIDES.map((s, i) => (
              <button
                key={s.key}
                type="button"
                onClick={() => {
                  setActive(i);
                  setShownUpTo((n) => Math.max(n, i));
                }}
                aria-label={t('hero.showSlide', { number: i + 1, place: t(`hero.slides.${s.key}.place`) })}
                aria-current={i === active ? 'true' : undefined}
                className="group grid size-8 place-items-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-2 rounded-full transition-all',
                    i === active ? 'w-6 bg-white' : 'w-2 bg-white/50 group-hover:bg-white/80',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
