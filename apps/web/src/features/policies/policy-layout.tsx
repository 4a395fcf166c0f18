import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Prose } from '../../components/marketing/prose';

/** Date shown on every policy page (spec §2). */
export const POLICY_LAST_UPDATED = 'Last updated January 15, 2024';

const POLICIES = [
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cancellation', label: 'Cancellation Policy' },
];

/** A static policy page: title band, the date, the text and links to the other policies. */
export function PolicyLayout({
  title,
  intro,
  current,
  children,
}: {
  title: string;
  intro: string;
  current: '/terms' | '/privacy' | '/cancellation';
  children: ReactNode;
}) {
  return (
    <main id="main-content">
      <title>{`${title} — Dala Rides`}</title>
      <section className="border-b border-sand-200 bg-sand-100">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
          <p className="text-sm font-bold tracking-wider text-primary-700 uppercase">Policies</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm font-medium text-stone-600">{POLICY_LAST_UPDATED}</p>
          <p className="mt-4 max-w-2xl text-lg text-stone-700">{intro}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_14rem]">
        <Prose className="max-w-3xl">{children}</Prose>
        <nav aria-label="Policies" className="order-first lg:order-none">
          <ul className="sticky top-24 flex flex-wrap gap-2 lg:flex-col">
            {POLICIES.map((p) => (
              <li key={p.to}>
                <Link
                  to={p.to}
                  aria-current={p.to === current ? 'page' : undefined}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-700 ring-1 ring-sand-200 hover:bg-sand-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 aria-[current=page]:ring-primary-200"
                >
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
