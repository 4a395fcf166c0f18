import { ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/marketing/section-heading';
import { ART } from './art';
import { IMPACT_FIGURES, SELLING_POINTS } from './marketing';
import { PageHero } from '../../components/marketing/page-hero';

/** /about: the marketing text of spec §1. */
export default function AboutPage() {
  return (
    <main id="main-content">
      <title>About us — Dala Rides</title>
      <PageHero
        eyebrow="About Dala Rides"
        title="Tanzania's marketplace for safaris and road travel"
        lead="We connect travelers with verified local tour operators and transport providers, so that booking a safari or a seat across Tanzania is as simple and safe as it should be."
        image={ART.serengeti}
      />

      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading align="left" eyebrow="Who we serve" title="Built for everyone on the journey" />
          <div className="mt-6 space-y-4 text-stone-700">
            <p>
              <strong className="text-stone-900">Travelers</strong> browse, search and book safaris and
              transport from operators we have verified, pay a deposit instead of the full price up front, and
              keep their vouchers, tickets and messages in one account.
            </p>
            <p>
              <strong className="text-stone-900">Tour operators</strong> list and manage safari packages and
              departures, see how their listings perform and talk to their customers directly.
            </p>
            <p>
              <strong className="text-stone-900">Transporters</strong> list their vehicles, schedule trips and
              sell seats with a live seat map — earning from every empty seat they fill.
            </p>
          </div>
        </div>
        <img
          src={ART.maasai}
          alt="Illustration: a Maasai boma with herders and cattle at sunset"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-raised"
        />
      </section>

      <section aria-labelledby="impact" className="bg-acacia-900 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="impact" tone="light" eyebrow="Platform Impact" title="The community so far" />
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {IMPACT_FIGURES.map((f) => (
              <div
                key={f.label}
                className="flex flex-col rounded-card bg-white/5 p-5 text-center ring-1 ring-white/10"
              >
                <dt className="text-sm text-white/75">{f.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-primary-200">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading eyebrow="Why Choose Our Platform" title="What we promise every traveler" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {SELLING_POINTS.map((p) => (
            <li key={p.title} className="rounded-card border border-sand-200 bg-white p-6 shadow-card">
              <h3 className="text-lg font-bold">{p.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{p.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/safaris-search" size="lg">
            Browse Safaris
          </ButtonLink>
          <ButtonLink to="/register?operatorType=tour_operator" size="lg" variant="secondary">
            Become an Operator
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
