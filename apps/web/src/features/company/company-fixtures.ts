import type { CompanyProfile, PublicCompany } from '@dala/shared';
import { card } from '../../test/fixtures';

export const ownProfile: CompanyProfile = {
  company_name: 'Kilima Safaris',
  operator_type: 'tour_operator',
  is_verified: true,
  slug: 'kilima-safaris',
  former_slugs: [],
  description: 'Small-group safaris from Arusha.',
  region: 'Arusha',
  address: 'Plot 4, Sokoine Road, Arusha',
  contact_email: 'hello@kilima.co.tz',
  contact_phone: '+255754123456',
  website: 'https://kilima.co.tz',
  publish_email: false,
  publish_phone: true,
  tala_licence: 'TALA/TO/2024/0412',
  latra_licence: '',
  year_founded: 2009,
  logo: null,
  updated_at: '2026-11-20T09:30:00.000Z',
};

export const publicProfile: PublicCompany = {
  slug: 'kilima-safaris',
  company_name: 'Kilima Safaris',
  operator_type: 'tour_operator',
  is_verified: true,
  is_public: true,
  initials: 'KS',
  logo: null,
  description: 'Small-group safaris from Arusha.',
  region: 'Arusha',
  address: 'Plot 4, Sokoine Road, Arusha',
  year_founded: 2009,
  licences: { tala: 'TALA/TO/2024/0412', latra: null },
  contacts: { email: null, phone: '+255754123456', website: 'https://kilima.co.tz' },
  rating: { average: 4.7, count: 50 },
  reviews: [],
  safaris: [card],
  routes: [],
};
