import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * The seeded operators' company profiles (issue 15): description, region, address, contacts (the
 * email kept private, the phone published by some), licences and year founded, and a clean page
 * address (/operators/kilele-safaris rather than the name's '…-demo'). Idempotent: a profile already
 * filled in (a description given, by this seed or by its operator) is left alone.
 */
interface DemoCompany {
  email: string;
  slug: string;
  description: string;
  region: string;
  address: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  publishPhone: boolean;
  talaLicence: string;
  latraLicence: string;
  yearFounded: number;
}

const DEMO_COMPANIES: DemoCompany[] = [
  {
    email: 'operator@demo.dalarides.co.tz',
    slug: 'kilele-safaris',
    description:
      'Kilele Safaris is a family-run tour operator based in Arusha. Since 2011 our guides — all born and raised ' +
      'around the northern parks — have led small groups through the Serengeti, Ngorongoro, Tarangire and Lake ' +
      'Manyara.\n\nWe keep groups to six guests per Land Cruiser, use lodges and tented camps owned by Tanzanians ' +
      'wherever we can, and plan every trip around the season: the calving in the southern Serengeti from January ' +
      'to March, the river crossings in the north from July to October.',
    region: 'Arusha',
    address: 'Plot 27, Njiro Road, PO Box 1120, Arusha',
    contactEmail: 'bookings@kilelesafaris.co.tz',
    contactPhone: '+255754100200',
    website: 'https://kilelesafaris.co.tz',
    publishPhone: true,
    talaLicence: 'TALA/TO/2011/0187',
    latraLicence: '',
    yearFounded: 2011,
  },
  {
    email: 'horizons@demo.dalarides.co.tz',
    slug: 'crater-horizons-safaris',
    description:
      'Crater Horizons runs private and small-group safaris from Karatu, on the rim road between Lake Manyara and ' +
      'the Ngorongoro Crater. We specialise in walking safaris in the highlands and in family trips with ' +
      'children, with a guide and a vehicle for your group alone.',
    region: 'Arusha',
    address: 'Karatu town, opposite the district offices, PO Box 64, Karatu',
    contactEmail: 'safari@craterhorizons.co.tz',
    contactPhone: '+255754220330',
    website: '',
    publishPhone: false,
    talaLicence: 'TALA/TO/2016/0642',
    latraLicence: '',
    yearFounded: 2016,
  },
  {
    email: 'pwani@demo.dalarides.co.tz',
    slug: 'pwani-coast-and-bush',
    description:
      'From Dar es Salaam to the wild south: Pwani Coast & Bush combines the Nyerere and Mikumi reserves with ' +
      'the beaches of the Swahili coast and Zanzibar. Fly-in or by road, with boat safaris on the Rufiji.',
    region: 'Dar es Salaam',
    address: 'Msasani Peninsula, Haile Selassie Road, Dar es Salaam',
    contactEmail: 'karibu@pwanicoastbush.co.tz',
    contactPhone: '+255777440550',
    website: 'https://pwanicoastbush.co.tz',
    publishPhone: true,
    talaLicence: 'TALA/TO/2014/0419',
    latraLicence: '',
    yearFounded: 2014,
  },
  {
    email: 'transporter@demo.dalarides.co.tz',
    slug: 'twiga-coaches',
    description:
      'Twiga Coaches has linked Arusha, Moshi and Dar es Salaam since 2008, with daily departures on the ' +
      'Arusha – Dar es Salaam road. Air-conditioned luxury and semi-luxury coaches, two drivers on every long ' +
      'trip, and a conductor who knows every stop.',
    region: 'Arusha',
    address: 'Arusha main bus terminal, office 12, Arusha',
    contactEmail: 'info@twigacoaches.co.tz',
    contactPhone: '+255765300400',
    website: 'https://twigacoaches.co.tz',
    publishPhone: true,
    talaLicence: '',
    latraLicence: 'LATRA/PSV/2008/11873',
    yearFounded: 2008,
  },
  {
    email: 'mlima@demo.dalarides.co.tz',
    slug: 'mlima-shuttles',
    description:
      'Shuttles and transfers between Moshi, Arusha and Kilimanjaro International Airport, timed to the ' +
      'flights, and day buses to Tanga and the coast.',
    region: 'Kilimanjaro',
    address: 'Kibo Road, next to the clock tower, Moshi',
    contactEmail: 'ride@mlimashuttles.co.tz',
    contactPhone: '+255754610720',
    website: '',
    publishPhone: false,
    talaLicence: '',
    latraLicence: 'LATRA/PSV/2015/20544',
    yearFounded: 2015,
  },
  {
    email: 'ziwa@demo.dalarides.co.tz',
    slug: 'ziwa-express',
    description:
      'Ziwa Express runs the lake routes: Mwanza to Dodoma, Arusha and Dar es Salaam, with overnight departures ' +
      'and reclining seats.',
    region: 'Mwanza',
    address: 'Nyegezi bus terminal, Mwanza',
    contactEmail: 'travel@ziwaexpress.co.tz',
    contactPhone: '+255768830940',
    website: '',
    publishPhone: true,
    talaLicence: '',
    latraLicence: 'LATRA/PSV/2012/16302',
    yearFounded: 2012,
  },
];

export async function seedDemoCompanies(db: Database): Promise<void> {
  for (const company of DEMO_COMPANIES) {
    await db.transaction(async (tx) => {
      const found = await tx.execute(sql`
        select op.user_id, op.slug from operator_profiles op join users u on u.id = op.user_id
        where lower(u.email) = ${company.email} and op.description = '' for update of op`);
      const row = found.rows[0];
      if (!row) return;
      const userId = String(row.user_id);
      const current = String(row.slug);
      // The clean address, when no other company has it (the name's own slug stays a former one).
      const taken = await tx.execute(sql`
        select 1 from operator_profiles where slug = ${company.slug} and user_id <> ${userId}
        union all select 1 from company_slug_history where slug = ${company.slug} and user_id <> ${userId}`);
      const slug = taken.rows.length === 0 ? company.slug : current;
      if (slug !== current) {
        await tx.execute(sql`delete from company_slug_history where slug = ${slug}`);
        await tx.execute(sql`insert into company_slug_history (slug, user_id) values (${current}, ${userId})
          on conflict (slug) do nothing`);
      }
      await tx.execute(sql`
        update operator_profiles set slug = ${slug}, description = ${company.description},
          region = ${company.region}, address = case when address = '' then ${company.address} else address end,
          contact_email = ${company.contactEmail}, contact_phone = ${company.contactPhone},
          website = ${company.website}, publish_phone = ${company.publishPhone},
          tala_licence = ${company.talaLicence}, latra_licence = ${company.latraLicence},
          year_founded = ${company.yearFounded}, profile_updated_at = now()
        where user_id = ${userId}`);
    });
  }
}
