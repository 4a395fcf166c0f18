import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../content';
import { PolicyLayout } from './policy-layout';

/** /terms: Terms & Conditions. */
export default function TermsPage() {
  return (
    <PolicyLayout
      current="/terms"
      title="Terms & Conditions"
      intro="These terms govern your use of Dala Rides, whether you book travel or sell it. Please read them before you create an account or make a booking."
    >
      <h2>1. Who we are</h2>
      <p>
        Dala Rides is an online marketplace operated by Dala Rides Ltd, a company registered in the United
        Republic of Tanzania with its office in Arusha. We connect travelers with independent tour operators
        and transport providers ("operators"). When you book, your contract for the safari or trip is with the
        operator; Dala Rides provides the platform, takes payments on the operator's behalf and supports both
        sides.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>
          You must give accurate details and keep your password private. You are responsible for activity
          under your account.
        </li>
        <li>
          Dala Rides is not intended for children under 13, and they may not hold an account. Travelers under
          18 must be booked by a parent or guardian, who accepts these terms on their behalf.
        </li>
        <li>
          We may suspend accounts used for fraud, abuse of other users or repeated breaches of these terms.
        </li>
      </ul>

      <h2>3. Prices and payment</h2>
      <ul>
        <li>
          Prices are shown in US dollars without decimals and include the taxes the operator is required to
          charge. Park fees are included unless a listing says otherwise.
        </li>
        <li>
          Safaris are reserved with a deposit, usually 25–30% of the total price as set by the operator. The
          balance is due 30–60 days before departure on the date shown in your booking; bookings made inside
          that window are paid in full.
        </li>
        <li>Seats on road trips are paid in full at booking.</li>
        <li>
          Mobile money payments are charged in Tanzanian shillings at the exchange rate shown before you
          confirm.
        </li>
      </ul>

      <h2>4. Cancellations and refunds</h2>
      <p>
        Cancellations must be requested in writing and are refunded according to our{' '}
        <Link to="/cancellation">Cancellation Policy</Link>, which forms part of these terms.
      </p>

      <h2>5. Operators' obligations</h2>
      <p>
        Operators must hold the licences their business requires in Tanzania (including a TALA licence for
        tour operators and LATRA licensing for passenger transport), keep their vehicles insured and
        roadworthy, describe their packages and trips accurately and deliver what they sell. Operators are
        verified by our team before they can publish listings, but verification is not a guarantee of every
        aspect of their service.
      </p>

      <h2>6. Travelers' obligations</h2>
      <ul>
        <li>
          Carry a valid passport and the visa you need; most visitors can apply for an e-visa before travel.
        </li>
        <li>
          Check health requirements, such as proof of yellow fever vaccination when arriving from a country
          with risk of transmission.
        </li>
        <li>Follow your guide's instructions and the rules of the national parks and conservation areas.</li>
        <li>We strongly recommend travel insurance covering medical evacuation and cancellation.</li>
      </ul>

      <h2>7. Reviews and content</h2>
      <p>
        Reviews must describe your own experience of a completed booking. We remove reviews that are abusive,
        contain personal data or are not genuine. Operators keep the rights to their photos and texts and
        allow us to show them on Dala Rides.
      </p>

      <h2>8. Liability</h2>
      <p>
        Operators are responsible for the services they provide. Dala Rides is responsible for running the
        platform with reasonable care and for handling your payments correctly. Nothing in these terms limits
        liability that cannot be limited by law.
      </p>

      <h2>9. Changes to these terms</h2>
      <p>
        We will give at least 30 days' notice by email and on this page before changes take effect. Bookings
        already made stay under the terms that applied when you booked.
      </p>

      <h2>10. Law and contact</h2>
      <p>
        These terms are governed by the laws of the United Republic of Tanzania. Questions? Write to{' '}
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> or use our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    </PolicyLayout>
  );
}
