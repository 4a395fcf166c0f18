import { Link } from 'react-router';
import { Logo } from '../../components/logo';

const QUICK_LINKS = [
  { label: 'About Us', to: '/about' },
  { label: 'Safari Tours', to: '/safaris-search' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Blog', to: '/blog' },
];
const SUPPORT_LINKS = [
  { label: 'FAQ', to: '/faq' },
  { label: 'Terms & Conditions', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Cancellation Policy', to: '/cancellation' },
];
/** Our social channels are not open yet (spec §2: placeholder social links), so they are not links. */
const SOCIAL = ['Facebook', 'Instagram', 'X', 'YouTube'];

const linkClasses = 'rounded text-sm text-sand-200 hover:text-white hover:underline';

export function Footer() {
  return (
    <footer className="mt-auto bg-acacia-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm text-sand-200">
            Safaris and road trips across Tanzania, booked with verified local operators.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold tracking-wide text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="text-sm font-bold tracking-wide text-white uppercase">
            Support
          </h2>
          <ul className="mt-4 space-y-2.5">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-4 space-y-2.5 text-sm text-sand-200 not-italic">
            <p>Arusha, Tanzania</p>
            <p>
              <a href="mailto:support@dalarides.co.tz" className={linkClasses}>
                support@dalarides.co.tz
              </a>
            </p>
            <p>Mon–Fri 8:00–18:00 EAT, 24/7 emergency support</p>
          </address>
          <p className="mt-5 text-xs font-semibold tracking-wide text-sand-300 uppercase">
            Social channels coming soon
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Social channels (coming soon)">
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
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-sand-300 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Dala Rides. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
