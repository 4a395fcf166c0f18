import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { HydrateWhenVisible } from '../../lib/hydrate-when-visible';
import { ART, IMPACT_FIGURES, SELLING_POINTS } from '../content';
import { NewsletterForm } from '../newsletter';
import { PopularPackages, StarIcon } from './popular-packages';
import { Reveal } from './reveal';
import { SectionHeading } from '../../components/marketing/section-heading';
import { TESTIMONIALS } from './testimonials';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/** The home page below the search panel, in the order of spec §1. Loaded lazily by home-page.tsx. */
export default function HomeSections() {
  // One element: while this lazy chunk is on its way, Preact keeps a suspended part's server markup
  // only if it is a single node (siblings after the first would be removed and drawn again).
  return (
    <div className="contents">
      {SECTIONS.map((Section, i) => (
        <HydrateWhenVisible key={i} className={OFF_SCREEN_UNTIL_NEAR}>
          <Section />
        </HydrateWhenVisible>
      ))}
    </div>
  );
}

const SECTIONS = [
  WhatWeDo,
  HowItWorks,
  PlatformImpact,
  WhyChooseUs,
  ForOperators,
  PopularSection,
  Testimonials,
  NewsletterSection,
  Experience,
  WhoAreYou,
];

/**
 * Issue 12: the browser takes each section over as it nears the viewport, each in a task of its own,
 * instead of the whole page in one long task at load; until then a section off screen is not laid out
 * either (its last height is remembered once it has been).
 */
const OFF_SCREEN_UNTIL_NEAR = '[contain-intrinsic-size:auto_640px] [content-visibility:auto]';

function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className={className}
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = {
  binoculars:
    'M6.5 19a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm11 0a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM10 15.5h4M4 14l2-8h3l1 6m10 2-2-8h-3l-1 6',
  bus: 'M5 17V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v11M5 12h14M5 17h14v2M5 17v2m3-4h.01M16 15h.01M9 4v8',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  search: 'M11 17.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM20 20l-4.2-4.2',
  card: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h3',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z',
  tag: 'M3 12V4h8l9.5 9.5-8 8L3 12Zm4.5-4.5h.01',
  guide: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10c.7-4 3.5-6.5 7-6.5s6.3 2.5 7 6.5',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Zm-3 4c0 2-2 3-5 3',
};

function WhatWeDo() {
  const { t } = useTranslation('home');
  const items = [
    { key: 'safaris', icon: ICONS.binoculars },
    { key: 'trips', icon: ICONS.bus },
    { key: 'verified', icon: ICONS.shield },
  ] as const;
  return (
    <section aria-labelledby="what-we-do" className="py-20 sm:py-24">
      <Reveal className={container}>
        <SectionHeading
          id="what-we-do"
          eyebrow={t('whatWeDo.eyebrow')}
          title={t('whatWeDo.title')}
          lead={t('whatWeDo.lead')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.key} className="rounded-card border border-sand-200 bg-white p-6 shadow-card">
              <span className="grid size-12 place-items-center rounded-xl bg-primary-50 text-primary-700">
                <Icon path={item.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`whatWeDo.${item.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`whatWeDo.${item.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation('home');
  const steps = [
    { key: 'browse', icon: ICONS.search },
    { key: 'book', icon: ICONS.card },
    { key: 'travel', icon: ICONS.compass },
  ] as const;
  return (
    <section aria-labelledby="how-it-works" className="bg-sand-100 py-20 sm:py-24">
      <Reveal className={container}>
        <SectionHeading id="how-it-works" eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.key} className="relative rounded-card bg-white p-6 shadow-card">
              <span className="absolute -top-4 left-6 grid size-9 place-items-center rounded-full bg-primary-700 text-sm font-bold text-white shadow-sm">
                {i + 1}
              </span>
              <Icon path={step.icon} className="mt-3 size-8 text-primary-600" />
              <h3 className="mt-4 text-lg font-bold">{t(`howItWorks.${step.key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">
                {t(`howItWorks.${step.key}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </Reveal>
    </section>
  );
}

function PlatformImpact() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="platform-impact" className="bg-acacia-900 py-20 text-white sm:py-24">
      <Reveal className={container}>
        <SectionHeading
          id="platform-impact"
          tone="light"
          eyebrow={t('impact.eyebrow')}
          title={t('impact.title')}
        />
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-6">
          {IMPACT_FIGURES.map((figure) => (
            <div key={figure.key} className="rounded-card bg-white/5 p-5 text-center ring-1 ring-white/10">
              <dt className="text-sm text-white/75">{t(`impact.figures.${figure.key}`)}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-primary-200 sm:text-4xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </Reveal>
    </section>
  );
}

function WhyChooseUs() {
  const { t } = useTranslation('home');
  const icons = [ICONS.tag, ICONS.guide, ICONS.support];
  return (
    <section aria-labelledby="why-choose" className="py-20 sm:py-24">
      <Reveal className={cn(container, 'grid items-center gap-12 lg:grid-cols-2')}>
        <div>
          <SectionHeading
            id="why-choose"
            align="left"
            eyebrow={t('whyChoose.eyebrow')}
            title={t('whyChoose.title')}
          />
          <ul className="mt-8 space-y-6">
            {SELLING_POINTS.map((point, i) => (
              <li key={point.key} className="flex gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-acacia-50 text-acacia-700">
                  <Icon path={icons[i]!} className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{t(`whyChoose.points.${point.key}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-stone-600">
                    {t(`whyChoose.points.${point.key}.text`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative overflow-hidden rounded-3xl shadow-raised">
          <img
            src={ART.ngorongoro}
            alt={t('whyChoose.imageAlt')}
            loading="lazy"
            className="aspect-[4/3] w-full object-cover"
          />
        </div>
      </Reveal>
    </section>
  );
}

function ForOperators() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="for-operators" className="px-4 sm:px-6 lg:px-8">
      <Reveal className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-primary-800 px-6 py-14 text-white sm:px-12">
        <img
          src={ART.roadtrip}
          alt=""
          loading="lazy"
          className="absolute inset-0 -z-0 size-full object-cover opacity-25"
        />
        <div className="relative grid items-center gap-8 lg:grid-cols-[1.5fr_1fr]">
          <SectionHeading
            id="for-operators"
            align="left"
            tone="light"
            eyebrow={t('forOperators.eyebrow')}
            title={t('forOperators.title')}
            lead={t('forOperators.lead')}
          />
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ButtonLink to="/safaris-search" variant="inverse" size="lg">
              {t('forOperators.browse')}
            </ButtonLink>
            <ButtonLink to="/register?operatorType=tour_operator" variant="inverse-outline" size="lg">
              {t('forOperators.become')}
            </ButtonLink>
          </div>
        </div>
      </Reveal>
    </section>
  );
}

function PopularSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="popular-packages" className="py-20 sm:py-24">
      <Reveal className={container}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="popular-packages"
            align="left"
            eyebrow={t('popularSection.eyebrow')}
            title={t('popularSection.title')}
          />
          <ButtonLink to="/safaris-search" variant="secondary">
            {t('popularSection.seeAll')}
          </ButtonLink>
        </div>
        <div className="mt-10">
          <PopularPackages />
        </div>
      </Reveal>
    </section>
  );
}

function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials" className="bg-sand-100 py-20 sm:py-24">
      <Reveal className={container}>
        <SectionHeading
          id="testimonials"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.key}>
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card">
                <div
                  className="flex gap-0.5 text-primary-500"
                  role="img"
                  aria-label={t('testimonials.rated', { rating: item.rating })}
                >
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon key={i} className={cn('size-5', i >= item.rating && 'text-sand-300')} />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-stone-700">
                  {t('testimonials.quote', { comment: t(`testimonials.${item.key}.comment`) })}
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-sand-100 pt-4">
                  <img
                    src={item.image}
                    alt={t('testimonials.portrait', { name: t(`testimonials.${item.key}.name`) })}
                    className="size-12 rounded-full"
                    loading="lazy"
                  />
                  <div>
                    <p className="font-semibold text-stone-900">{t(`testimonials.${item.key}.name`)}</p>
                    <p className="text-sm text-stone-500">{t(`testimonials.${item.key}.location`)}</p>
                    <p className="text-xs font-medium text-primary-700">
                      {t(`testimonials.${item.key}.safari`)}
                    </p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

function NewsletterSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="newsletter" className="py-20 sm:py-24">
      <Reveal className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <SectionHeading
          id="newsletter"
          eyebrow={t('newsletter.eyebrow')}
          title={t('newsletter.title')}
          lead={t('newsletter.lead')}
        />
        <NewsletterForm source="home" className="mx-auto mt-8 max-w-xl text-left" />
      </Reveal>
    </section>
  );
}

function Experience() {
  const { t } = useTranslation('home');
  const tiles = [
    { key: 'migration', image: ART.serengeti },
    { key: 'kilimanjaro', image: ART.kilimanjaro },
    { key: 'zanzibar', image: ART.zanzibar },
  ] as const;
  return (
    <section aria-labelledby="experience" className="bg-stone-900 py-20 text-white sm:py-24">
      <Reveal className={container}>
        <SectionHeading
          id="experience"
          tone="light"
          eyebrow={t('experience.eyebrow')}
          title={t('experience.title')}
          lead={t('experience.lead')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile.key} className="group relative overflow-hidden rounded-card">
              <img
                src={tile.image}
                alt={t(`experience.${tile.key}.alt`)}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition-transform duration-700 group-hover:scale-105 md:aspect-[4/5]"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-stone-950/85 via-stone-950/20 to-transparent" />
              <div className="absolute inset-x-0 bottom-0 p-6">
                <h3 className="text-xl font-bold text-white">{t(`experience.${tile.key}.title`)}</h3>
                <p className="mt-1 text-sm text-white/80">{t(`experience.${tile.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

type Role = 'traveler' | 'operator' | 'transporter';
/** The role tabs; their texts are in the home namespace under roles.<id>. */
const ROLES: { id: Role; to: string }[] = [
  { id: 'traveler', to: '/safaris-search' },
  { id: 'operator', to: '/register?operatorType=tour_operator' },
  { id: 'transporter', to: '/register?operatorType=transporter' },
];
const ROLE_POINTS = ['point1', 'point2', 'point3'] as const;

/** 'Who Are You' role tabs (spec §1): an ARIA tab list, arrow keys move between tabs. */
function WhoAreYou() {
  const { t } = useTranslation('home');
  const [active, setActive] = useState<Role>('traveler');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % ROLES.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + ROLES.length) % ROLES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ROLES.length - 1;
    if (next < 0) return;
    event.preventDefault();
    setActive(ROLES[next]!.id);
    tabs.current[next]?.focus();
  };
  const role = ROLES.find((r) => r.id === active)!;
  return (
    <section aria-labelledby="who-are-you" className="py-20 sm:py-24">
      <Reveal className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="who-are-you" eyebrow={t('roles.eyebrow')} title={t('roles.title')} />
        <div
          role="tablist"
          aria-label={t('roles.tablist')}
          className="mx-auto mt-10 flex w-fit max-w-full gap-1 overflow-x-auto rounded-2xl bg-sand-100 p-1.5"
        >
          {ROLES.map((r, i) => (
            <button
              key={r.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={`${id}-tab-${r.id}`}
              role="tab"
              type="button"
              aria-selected={active === r.id}
              aria-controls={`${id}-panel`}
              tabIndex={active === r.id ? 0 : -1}
              onClick={() => setActive(r.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'rounded-xl px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-6',
                active === r.id ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
              )}
            >
              {t(`roles.${r.id}.label`)}
            </button>
          ))}
        </div>
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${role.id}`}
          className="mt-8 rounded-3xl border border-sand-200 bg-white p-6 shadow-card sm:p-10"
        >
          <RolePanel role={role} />
        </div>
      </Reveal>
    </section>
  );
}

function RolePanel({ role }: { role: (typeof ROLES)[number] }): ReactNode {
  const { t } = useTranslation('home');
  return (
    <div className="grid gap-6 sm:grid-cols-[1.4fr_1fr] sm:items-center">
      <div>
        <h3 className="text-2xl font-bold">{t(`roles.${role.id}.title`)}</h3>
        <p className="mt-2 text-stone-600">{t(`roles.${role.id}.text`)}</p>
        <ul className="mt-4 space-y-2">
          {ROLE_POINTS.map((p) => (
            <li key={p} className="flex items-start gap-2 text-sm text-stone-700">
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="mt-0.5 size-4 shrink-0 text-acacia-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t(`roles.${role.id}.${p}`)}
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink to={role.to} size="lg" variant={role.id === 'transporter' ? 'trip' : 'primary'}>
        {t(`roles.${role.id}.cta`)}
      </ButtonLink>
    </div>
  );
}
