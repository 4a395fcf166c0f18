import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../content';
import { PolicyLayout } from './policy-layout';

/** The refund bands of spec §9, as the summary table shows them. */
export const REFUND_BANDS = [
  {
    notice: '60 days or more before departure',
    refund: 'Full refund minus processing fees (typically 3–5%)',
    processing: '5–7 business days',
  },
  { notice: '30 to 59 days before departure', refund: '75% refund', processing: '7–10 business days' },
  { notice: '15 to 29 days before departure', refund: '50% refund', processing: '7–10 business days' },
  { notice: 'Less than 15 days before departure', refund: 'No refund', processing: '—' },
  { notice: 'No-show on the day of departure', refund: 'No refund', processing: '—' },
] as const;

/** /cancellation: the cancellation policy of spec §9 in full. */
export default function CancellationPage() {
  return (
    <PolicyLayout
      current="/cancellation"
      title="Cancellation Policy"
      intro="Plans change. This policy explains what you get back if you cancel a safari or trip booked on Dala Rides, how quickly, and how to ask for it."
    >
      <h2>Refunds at a glance</h2>
      <p>
        The refund depends on how many days before the departure date we receive your written cancellation
        request. Percentages apply to the amount you have paid so far (your deposit, or the deposit and
        balance if you have paid in full).
      </p>
      <div className="overflow-x-auto">
        <table>
          <thead>
            <tr>
              <th scope="col">When you cancel</th>
              <th scope="col">What you get back</th>
              <th scope="col">Processing time</th>
            </tr>
          </thead>
          <tbody>
            {REFUND_BANDS.map((band) => (
              <tr key={band.notice}>
                <td>{band.notice}</td>
                <td>{band.refund}</td>
                <td>{band.processing}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Before you confirm a cancellation in your account, Dala Rides shows the exact amount you will receive
        under these rules, so there are no surprises.
      </p>

      <h2>Deposits and balance payments</h2>
      <ul>
        <li>
          To reserve a safari you usually pay a <strong>deposit of 25–30%</strong> of the total price. The
          exact percentage is set by the operator and shown before you pay.
        </li>
        <li>
          The <strong>balance is due 30–60 days before departure</strong>, on the date shown in your booking.
          We send reminders before it falls due. If you book inside that window, you pay the full price at
          booking.
        </li>
        <li>
          If the balance is not paid by its due date, the operator may cancel the booking; the refund bands
          above then apply from the date of that cancellation.
        </li>
        <li>Seats on road trips are paid in full when you book.</li>
      </ul>

      <h2>Processing fees and refund times</h2>
      <p>
        Payment providers charge us for every transaction, and these charges are not returned to us when a
        payment is refunded. For cancellations 60 or more days before departure we therefore deduct processing
        fees, typically 3–5% of the amount paid. Refunds are generally processed within 5–10 business days —
        the table above shows the usual time for each band — and go back to the card or mobile money account
        you paid with. Your bank or mobile network may take a few extra days to show the credit.
      </p>

      <h2>No-shows</h2>
      <p>
        If you do not arrive for your departure without having cancelled in writing beforehand, the booking
        counts as a no-show and <strong>no refund</strong> is due. Missing a flight connection or a visa delay
        is treated the same way, which is why we strongly recommend travel insurance with cancellation cover.
      </p>

      <h2>How to cancel</h2>
      <p>
        Cancellation requests must be made <strong>in writing</strong>. The quickest way is the Cancel button
        on the booking in your account, which records the time of your request. You can also email{' '}
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> with your booking reference.
        Phone calls and messages to the operator alone do not count as a cancellation.
      </p>
      <p>
        The date we receive your written request decides which band applies; days are counted in East Africa
        Time (EAT, UTC+3).
      </p>

      <h2>When an operator cancels</h2>
      <p>
        If an operator cancels your booking — for example because a departure does not run — you receive a
        full refund of everything you paid, with no processing fee, or you may move to another departure if
        one is available.
      </p>

      <h2>Changes to a booking</h2>
      <p>
        Changing dates or the number of travelers depends on the operator's availability. Ask through your
        booking messages; if the change is not possible and you decide to cancel, the bands above apply.
      </p>

      <h2>Questions and support</h2>
      <p>
        Our support team is available Monday to Friday, 8:00–18:00 EAT, and our 24/7 emergency line (
        <a href={CONTACT_DETAILS.emergencyHref}>{CONTACT_DETAILS.emergencyPhone}</a>) helps travelers who are
        already on the road. See also our <Link to="/terms">Terms &amp; Conditions</Link> and the{' '}
        <Link to="/faq">FAQ</Link>.
      </p>
    </PolicyLayout>
  );
}
