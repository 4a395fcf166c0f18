import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../content';
import { PolicyLayout } from './policy-layout';

/** /privacy: Privacy Policy. */
export default function PrivacyPage() {
  return (
    <PolicyLayout
      current="/privacy"
      title="Privacy Policy"
      intro="This policy explains what personal data Dala Rides collects, why, who we share it with and the choices you have."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, phone number and password (stored only
          as a secure hash).
        </li>
        <li>
          <strong>Booking details:</strong> travel dates, the number of adults, children and infants, and any
          notes you send to an operator.
        </li>
        <li>
          <strong>Payment records:</strong> amounts, dates and the provider's reference. Card numbers and
          mobile money PINs are handled by the payment provider and never stored by us.
        </li>
        <li>
          <strong>Operator documents:</strong> business licences, identity documents and insurance
          certificates uploaded for verification.
        </li>
        <li>
          <strong>Messages</strong> you send through the contact form, the newsletter sign-up or booking
          conversations.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and basic request logs, used to keep the service
          secure and to limit abuse.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To create and run your account and your bookings.</li>
        <li>
          To take payments and issue refunds under our <Link to="/cancellation">Cancellation Policy</Link>.
        </li>
        <li>To let travelers and operators talk to each other about a booking.</li>
        <li>To verify operators before they can sell on the platform.</li>
        <li>To send booking emails, balance reminders and — only if you subscribed — our newsletter.</li>
        <li>To prevent fraud and meet our legal and tax obligations.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        The operator you book with receives the details needed to deliver your safari or trip: names, number
        of travelers, contact details and your notes. Payment providers receive what they need to process a
        payment. We do not sell personal data and we do not share it with advertisers.
      </p>

      <h2>Cookies</h2>
      <p>
        We use one essential cookie to keep you signed in securely. We do not use advertising or third-party
        tracking cookies, and the site loads no fonts, scripts or images from other companies' servers.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account is open. Booking and payment records are kept for seven years,
        as Tanzanian tax law requires. Contact messages are deleted after two years; newsletter addresses as
        soon as you unsubscribe.
      </p>

      <h2>Your rights</h2>
      <p>
        Under Tanzania's Personal Data Protection Act, 2022, you can ask for a copy of your data, ask us to
        correct or delete it, and object to its use for marketing. Write to{' '}
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> and we will answer within 30
        days.
      </p>

      <h2>Children</h2>
      <p>
        Dala Rides is not intended for children under 13 and we do not knowingly collect their data. Details
        of children travelling on a booking are provided by the adult who books.
      </p>

      <h2>Security</h2>
      <p>
        Data travels over encrypted connections, passwords are hashed, and verification documents are stored
        outside the public website and shown only to their owner and our verification team.
      </p>

      <h2>Changes</h2>
      <p>
        We will post any change on this page and, for significant changes, email account holders at least 30
        days before it takes effect.
      </p>
    </PolicyLayout>
  );
}
