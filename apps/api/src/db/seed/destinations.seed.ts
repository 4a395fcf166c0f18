import type { Database } from '../client';
import { destinations } from '../schema';

type DestinationSeed = Omit<typeof destinations.$inferInsert, 'id' | 'createdAt'>;

/**
 * Real places of Tanzania. Not demo data: the search panel's suggestions and the /destinations page
 * read them, so they are loaded at every start as reference data (seedReferenceData). The first four are the spec's fixed
 * suggestions (§2) with their region and type.
 */
export const DESTINATIONS: DestinationSeed[] = [
  {
    slug: 'serengeti-national-park',
    name: 'Serengeti National Park',
    region: 'Northern Tanzania',
    type: 'Wildlife Safari',
    summary:
      'Endless short-grass plains, big cats on every kopje and the Great Migration of wildebeest and zebra moving with the rains.',
  },
  {
    slug: 'ngorongoro-crater',
    name: 'Ngorongoro Crater',
    region: 'Northern Tanzania',
    type: 'Wildlife Safari',
    summary:
      'A 260 km² caldera with year-round water, one of the best chances in Africa to see black rhino, lion and elephant in a single day.',
  },
  {
    slug: 'tarangire-national-park',
    name: 'Tarangire National Park',
    region: 'Northern Tanzania',
    type: 'Wildlife Safari',
    summary:
      'Ancient baobabs and the Tarangire River draw some of the largest elephant herds in the country in the dry season.',
  },
  {
    slug: 'mount-kilimanjaro',
    name: 'Mount Kilimanjaro',
    region: 'Northern Tanzania',
    type: 'Mountain Trek',
    summary:
      "Africa's highest peak at 5,895 m, climbed in five to nine days on routes such as Machame, Lemosho and Marangu.",
  },
  {
    slug: 'lake-manyara-national-park',
    name: 'Lake Manyara National Park',
    region: 'Northern Tanzania',
    type: 'Wildlife Safari',
    summary:
      'A compact park of groundwater forest and soda lake, known for tree-climbing lions, flamingos and baboon troops.',
  },
  {
    slug: 'arusha',
    name: 'Arusha',
    region: 'Northern Tanzania',
    type: 'City & Gateway',
    summary: 'The safari capital at the foot of Mount Meru, where most northern-circuit trips start and end.',
  },
  {
    slug: 'arusha-national-park',
    name: 'Arusha National Park',
    region: 'Northern Tanzania',
    type: 'Wildlife Safari',
    summary:
      'Walking safaris, canoeing on the Momella Lakes and colobus monkeys, all within an hour of Arusha town.',
  },
  {
    slug: 'moshi',
    name: 'Moshi',
    region: 'Northern Tanzania',
    type: 'City & Gateway',
    summary: 'A relaxed coffee-growing town and the usual base for Kilimanjaro climbs.',
  },
  {
    slug: 'lake-natron',
    name: 'Lake Natron',
    region: 'Northern Tanzania',
    type: 'Adventure',
    summary:
      'A red soda lake below the active volcano Ol Doinyo Lengai, breeding ground of East Africa’s lesser flamingos.',
  },
  {
    slug: 'zanzibar',
    name: 'Zanzibar',
    region: 'Zanzibar Archipelago',
    type: 'Beach & Island',
    summary:
      'White-sand beaches, spice farms and the UNESCO-listed alleys of Stone Town — the classic end to a safari.',
  },
  {
    slug: 'pemba-island',
    name: 'Pemba Island',
    region: 'Zanzibar Archipelago',
    type: 'Beach & Island',
    summary:
      'Zanzibar’s quiet, hilly sister island, with clove plantations and some of the best diving on the coast.',
  },
  {
    slug: 'mafia-island',
    name: 'Mafia Island',
    region: 'Coastal Tanzania',
    type: 'Beach & Island',
    summary: 'A marine park where whale sharks gather between October and March.',
  },
  {
    slug: 'dar-es-salaam',
    name: 'Dar es Salaam',
    region: 'Coastal Tanzania',
    type: 'City & Gateway',
    summary:
      'Tanzania’s largest city and main port, with the international airport, ferries to Zanzibar and the SGR railway.',
  },
  {
    slug: 'bagamoyo',
    name: 'Bagamoyo',
    region: 'Coastal Tanzania',
    type: 'Culture & History',
    summary:
      'A historic Swahili trading town with German-era buildings and the Kaole ruins, an hour north of Dar.',
  },
  {
    slug: 'nyerere-national-park',
    name: 'Nyerere National Park',
    region: 'Southern Tanzania',
    type: 'Wildlife Safari',
    summary: 'Formerly the Selous: boat safaris on the Rufiji River, wild dogs and very few other vehicles.',
  },
  {
    slug: 'ruaha-national-park',
    name: 'Ruaha National Park',
    region: 'Southern Tanzania',
    type: 'Wildlife Safari',
    summary:
      'Tanzania’s largest national park, remote and rugged, with big prides of lion and greater kudu along the Great Ruaha River.',
  },
  {
    slug: 'mikumi-national-park',
    name: 'Mikumi National Park',
    region: 'Southern Tanzania',
    type: 'Wildlife Safari',
    summary:
      'Open floodplains four hours by road from Dar es Salaam, ideal for a short safari from the coast.',
  },
  {
    slug: 'udzungwa-mountains-national-park',
    name: 'Udzungwa Mountains National Park',
    region: 'Southern Tanzania',
    type: 'Mountain Trek',
    summary:
      'Rainforest hikes to the Sanje waterfalls among endemic primates such as the Udzungwa red colobus.',
  },
  {
    slug: 'iringa',
    name: 'Iringa',
    region: 'Southern Highlands',
    type: 'City & Gateway',
    summary: 'A highland town on a cliff above the Little Ruaha, gateway to Ruaha National Park.',
  },
  {
    slug: 'mbeya',
    name: 'Mbeya',
    region: 'Southern Highlands',
    type: 'City & Gateway',
    summary: 'Green highlands, crater lakes and the Kitulo Plateau, known as the “Serengeti of flowers”.',
  },
  {
    slug: 'dodoma',
    name: 'Dodoma',
    region: 'Central Tanzania',
    type: 'City & Gateway',
    summary: 'The capital city, on the central plateau and on the SGR line between Dar es Salaam and Mwanza.',
  },
  {
    slug: 'mwanza',
    name: 'Mwanza',
    region: 'Lake Zone',
    type: 'City & Gateway',
    summary: 'The “Rock City” on Lake Victoria, a gateway to the western Serengeti and Rubondo Island.',
  },
  {
    slug: 'gombe-stream-national-park',
    name: 'Gombe Stream National Park',
    region: 'Western Tanzania',
    type: 'Wildlife Safari',
    summary: 'Chimpanzee trekking on the shores of Lake Tanganyika, where Jane Goodall began her research.',
  },
  {
    slug: 'mahale-mountains-national-park',
    name: 'Mahale Mountains National Park',
    region: 'Western Tanzania',
    type: 'Wildlife Safari',
    summary:
      'Remote forested mountains above Lake Tanganyika, home to a large habituated chimpanzee community.',
  },
  {
    slug: 'katavi-national-park',
    name: 'Katavi National Park',
    region: 'Western Tanzania',
    type: 'Wildlife Safari',
    summary:
      'Wild and seldom visited: huge buffalo herds and crowded hippo pools at the end of the dry season.',
  },
  {
    slug: 'usambara-mountains',
    name: 'Usambara Mountains',
    region: 'North-Eastern Tanzania',
    type: 'Culture & History',
    summary:
      'Village-to-village hikes from Lushoto through farmland, forest and viewpoints over the Maasai Steppe.',
  },
].map((d, i) => ({ ...d, sortOrder: i }));

/** Inserts the places that are missing; existing slugs are left as they are. */
export async function seedDestinations(db: Database): Promise<void> {
  await db.insert(destinations).values(DESTINATIONS).onConflictDoNothing();
}
