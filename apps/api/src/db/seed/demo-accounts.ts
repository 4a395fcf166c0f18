/**
 * Demo accounts of the seed. They exist only in a database that was seeded with demo data
 * (SEED_DEMO, or `npm run db:seed`), and `npm start` prints them.
 */
export const DEMO_PASSWORD = 'dala-demo-2026';

export const DEMO_ACCOUNTS = [
  {
    role: 'Traveler',
    email: 'traveler@demo.dalarides.co.tz',
    firstName: 'Neema',
    lastName: 'Mushi',
    phoneNumber: '+255712345678',
    type: 'traveler',
    operatorType: null,
    companyName: null,
  },
  {
    role: 'Tour operator (verified)',
    email: 'operator@demo.dalarides.co.tz',
    firstName: 'Baraka',
    lastName: 'Laizer',
    phoneNumber: '+255754100200',
    type: 'operator',
    operatorType: 'tour_operator',
    companyName: 'Kilele Safaris (demo)',
  },
  {
    role: 'Transporter (verified)',
    email: 'transporter@demo.dalarides.co.tz',
    firstName: 'Juma',
    lastName: 'Mrema',
    phoneNumber: '+255765300400',
    type: 'operator',
    operatorType: 'transporter',
    companyName: 'Twiga Coaches (demo)',
  },
  {
    role: 'Admin',
    email: 'admin@demo.dalarides.co.tz',
    firstName: 'Amani',
    lastName: 'Kweka',
    phoneNumber: '+255700000001',
    type: 'admin',
    operatorType: null,
    companyName: null,
  },
] as const;
