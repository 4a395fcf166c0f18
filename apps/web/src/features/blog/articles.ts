import { ART } from '../content';

export const BLOG_CATEGORIES = [
  'All',
  'Wildlife',
  'Travel Tips',
  'Destinations',
  'Photography',
  'Culture',
  'Adventure',
] as const;
export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], 'All'>;

export type Block = { h2: string } | { p: string } | { ul: string[] };

/** Blog article (spec §3: id, title, excerpt, author, date, readTime, category, image, featured) and its text. */
export interface Article {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** YYYY-MM-DD */
  date: string;
  category: BlogCategory;
  image: string;
  imageAlt: string;
  featured: boolean;
  body: Block[];
}

const WORDS_PER_MINUTE = 200;

/** '7 min read', from the length of the article. */
export function readTime(article: Article): string {
  const words = [
    article.excerpt,
    ...article.body.flatMap((b) => ('h2' in b ? [b.h2] : 'p' in b ? [b.p] : b.ul)),
  ]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

export const ARTICLES: Article[] = [
  {
    id: 1,
    slug: 'great-migration-month-by-month',
    title: 'Following the Great Migration: A Month-by-Month Guide',
    excerpt:
      'Where are the herds in March, and where in August? How to time your Serengeti safari for calving season, the river crossings or quiet green plains.',
    author: 'Amani Mollel',
    authorRole: 'Safari planner, Arusha',
    date: '2024-02-06',
    category: 'Wildlife',
    image: ART.serengeti,
    imageAlt: 'Illustration: wildebeest and giraffes crossing the Serengeti at sunset',
    featured: true,
    body: [
      {
        p: 'About 1.3 million wildebeest, with hundreds of thousands of zebra and gazelle, move in a loop through the Serengeti and Kenya\'s Maasai Mara every year, following the rain and the fresh grass it brings. There is no single "migration season": the herds are always somewhere. The trick is to know where, and to book a camp that puts you close.',
      },
      { h2: 'December to March: calving in the south' },
      {
        p: 'After the short rains the herds settle on the short-grass plains around Ndutu and the southern Serengeti. Around February some 8,000 calves are born a day, and lions, cheetahs and hyenas follow. It is one of the best times for predator action, and the plains are green and easy to drive.',
      },
      { h2: 'April and May: the long rains' },
      {
        p: 'The herds start moving north-west through the central Serengeti. Heavy rain makes some roads difficult and a number of mobile camps close, but prices drop and you will share sightings with very few vehicles. Ask your operator which lodges stay open.',
      },
      { h2: 'June and July: the Western Corridor' },
      {
        p: 'The columns reach the Grumeti River in the Western Corridor, where crocodiles wait for the first crossings. Early July is a good compromise between big herds and the crowds of peak season.',
      },
      { h2: 'August to October: the Mara River crossings' },
      {
        p: 'This is the famous part: herds gather on the banks of the Mara River in the northern Serengeti around Kogatende and plunge across. Crossings are unpredictable — a herd can hesitate for hours — so plan at least three nights in the north and a guide who is happy to wait with you.',
      },
      { h2: 'November: heading south again' },
      {
        p: 'With the short rains the herds stream back through the eastern Serengeti and Loliondo towards the southern plains. Sightings are spread out but the light is beautiful and rates are lower.',
      },
      { h2: 'Planning tips' },
      {
        ul: [
          'Book 6–9 months ahead for July to October; northern camps fill first.',
          'Combine the Serengeti with Ngorongoro Crater and Tarangire on a 7- to 10-day itinerary.',
          'A deposit of 25–30% secures your place; the balance is due 30–60 days before you travel.',
          'Flying between airstrips saves long drives but limits luggage to about 15 kg in soft bags.',
        ],
      },
    ],
  },
  {
    id: 2,
    slug: 'what-to-pack-for-a-tanzania-safari',
    title: 'What to Pack for a Tanzanian Safari (and What to Leave at Home)',
    excerpt:
      'Soft bags, neutral colours and a warm layer for crater mornings: a practical packing list from guides who spend 200 days a year in the parks.',
    author: 'Grace Mushi',
    authorRole: 'Operations lead',
    date: '2024-03-18',
    category: 'Travel Tips',
    image: ART.roadtrip,
    imageAlt: 'Illustration: a safari vehicle on a red dirt road through the savannah',
    featured: false,
    body: [
      {
        p: 'Most safaris in northern Tanzania combine hot afternoons on the plains with cold early mornings on the Ngorongoro crater rim at 2,300 m. Packing in layers solves both — and packing light makes everything easier, especially if you fly between parks.',
      },
      { h2: 'Clothing' },
      {
        ul: [
          'Neutral colours — khaki, olive, beige. Avoid dark blue and black, which attract tsetse flies, and bright white, which shows every speck of dust.',
          'Two or three long-sleeved shirts and light trousers for sun and mosquitoes at dusk.',
          'A fleece or light down jacket for early game drives; the crater rim can be close to freezing in July.',
          'A wide-brimmed hat, sunglasses and comfortable closed shoes.',
          'Swimwear if your lodge has a pool, and a modest cover-up for Zanzibar and towns.',
        ],
      },
      { h2: 'Health and comfort' },
      {
        ul: [
          'Antimalarials if your doctor recommends them, insect repellent with DEET or picaridin, and sunscreen.',
          'Proof of yellow fever vaccination if you arrive from a country with risk of transmission.',
          'A small first-aid kit, motion-sickness tablets for bumpy roads and any prescription medicine in its original packaging.',
        ],
      },
      { h2: 'Gear' },
      {
        ul: [
          'Binoculars — one pair per person if you can; you will use them more than you expect.',
          'A camera with a zoom lens, spare batteries and memory cards. Most vehicles have charging sockets.',
          'A power adapter for the British-style type G sockets used in Tanzania.',
          'A soft duffel bag rather than a hard suitcase, which does not fit in small aircraft lockers.',
        ],
      },
      { h2: 'What to leave at home' },
      {
        p: 'Plastic carrier bags are banned in Tanzania and may be confiscated on arrival, so pack toiletries in reusable pouches. Leave camouflage clothing at home too: it is reserved for the military. And there is no need for much cash beyond tips — most lodges and operators accept cards or mobile money.',
      },
    ],
  },
  {
    id: 3,
    slug: 'zanzibar-after-your-safari',
    title: 'Zanzibar After the Safari: Stone Town, Beaches and Spice Farms',
    excerpt:
      'A short flight from Arusha takes you from dusty game drives to the Indian Ocean. How to split your days between Stone Town, the east coast and the north.',
    author: 'Fatma Said',
    authorRole: 'Destination writer, Zanzibar',
    date: '2024-05-02',
    category: 'Destinations',
    image: ART.zanzibar,
    imageAlt: 'Illustration: a dhow sailing off a white Zanzibar beach',
    featured: false,
    body: [
      {
        p: 'Flights from Arusha or the Serengeti airstrips reach Zanzibar in about an hour and a half, which makes the island the natural end to a safari. Four or five nights is enough to see Stone Town and still have proper beach time.',
      },
      { h2: 'Stone Town' },
      {
        p: 'Spend at least one night in the UNESCO-listed old town. Walk the alleys with their carved wooden doors, visit the House of Wonders area and the old slave market memorial at the Anglican cathedral, and eat grilled seafood at Forodhani Gardens at sunset. A local guide brings the history of the Omani sultans and the Swahili traders to life.',
      },
      { h2: 'Spice farms and Jozani Forest' },
      {
        p: 'A half-day spice tour shows how cloves, nutmeg, cinnamon and vanilla grow — and ends with a lunch cooked with them. Combine it with Jozani Forest, home to the endemic Zanzibar red colobus monkey.',
      },
      { h2: 'Choosing a beach' },
      {
        ul: [
          'The north (Nungwi, Kendwa) has little tidal change, so you can swim all day, and lively sunsets.',
          'The east coast (Paje, Jambiani) has wide white beaches and a huge tide — perfect for kitesurfing and seaweed-farm walks, less so for swimming at low tide.',
          'The south-west (Fumba, Kizimkazi) is quieter, with dhow trips and dolphin watching.',
        ],
      },
      { h2: 'Good to know' },
      {
        p: 'Zanzibar is mostly Muslim: cover shoulders and knees in Stone Town and villages, and be aware that during Ramadan many restaurants close during the day. The island charges a compulsory visitor insurance for arrivals, bought online before travel. Ferries also connect Stone Town with Dar es Salaam in about two hours.',
      },
    ],
  },
  {
    id: 4,
    slug: 'wildlife-photography-from-a-safari-vehicle',
    title: 'Photographing Wildlife from a Safari Vehicle',
    excerpt:
      "Bean bags, golden hour and patience: how to come home with sharp, well-lit pictures of Tarangire's elephants and the Serengeti's big cats.",
    author: 'Joseph Laizer',
    authorRole: 'Guide and photographer',
    date: '2024-07-22',
    category: 'Photography',
    image: ART.tarangire,
    imageAlt: 'Illustration: elephants and baobab trees in Tarangire at sunset',
    featured: false,
    body: [
      {
        p: "Almost all wildlife photography in Tanzania's national parks happens from a vehicle — getting out is only allowed at designated places. That is good news: the vehicle is a stable, mobile hide, and animals tolerate it far better than a person on foot.",
      },
      { h2: 'Gear that works' },
      {
        ul: [
          'A zoom of 100–400 mm (or 200–600 mm) covers most situations; a wider lens is useful for landscapes and elephants close to the car.',
          'A bean bag over the window frame or roof hatch is steadier than a tripod, which has no room in a vehicle.',
          'Fast memory cards and spare batteries: a river crossing can fill a card in minutes.',
        ],
      },
      { h2: 'Light and timing' },
      {
        p: 'The best light is in the first two hours after sunrise and the last two before sunset, which is also when cats are most active. Ask your operator for early departures and a packed breakfast so you are at the gate when it opens at 6:00. Midday light is harsh — a good time for a siesta or for photographing birds in the shade.',
      },
      { h2: 'Working with your guide' },
      {
        p: "Tell your guide you want photographs, not just sightings. A good guide positions the vehicle with the sun behind you and the animal's path ahead, and switches off the engine to stop vibration. On a private safari you decide how long to stay at each sighting; on a group safari, agree with your fellow travelers and take turns at the best window.",
      },
      { h2: 'Settings to start with' },
      {
        ul: [
          'Shutter priority at 1/1000 s for moving animals, 1/250 s for resting ones.',
          'Auto ISO with a sensible maximum; a little noise is better than a blurred picture.',
          'Continuous autofocus and burst mode for birds in flight and running cheetahs.',
        ],
      },
      { h2: 'Respect first' },
      {
        p: 'Never ask your guide to leave the track, get closer than is comfortable for the animal, or make noise to get a reaction. Off-road driving is prohibited in most parks and harms the habitat — and the best pictures show relaxed animals behaving naturally.',
      },
    ],
  },
  {
    id: 5,
    slug: 'visiting-a-maasai-boma-respectfully',
    title: 'Visiting a Maasai Boma Respectfully',
    excerpt:
      'Many safaris include a stop at a Maasai village near Ngorongoro. How to make it a genuine exchange rather than a show — and where your money goes.',
    author: 'Lekishon Ole Sankau',
    authorRole: 'Community guide, Ngorongoro',
    date: '2024-09-10',
    category: 'Culture',
    image: ART.maasai,
    imageAlt: 'Illustration: a Maasai boma with herders and cattle at sunset',
    featured: false,
    body: [
      {
        p: 'The Maasai have herded cattle across the plains of northern Tanzania for centuries, and the Ngorongoro Conservation Area is one of the few places in Africa where people, livestock and wildlife share the same land. A visit to a boma — a family homestead of round houses inside a thorn fence — can be one of the most memorable hours of a safari.',
      },
      { h2: 'Choose a community-run visit' },
      {
        p: 'Ask your operator which boma they visit and how the entrance fee is shared. The best visits are organised by the village itself, with fees going to a school, a water project or the families you meet. Operators on Dala Rides state in their itinerary whether a cultural visit is included and what it costs.',
      },
      { h2: 'What to expect' },
      {
        p: 'You will usually be welcomed with a song and the adumu, the jumping dance of the young warriors, then invited into a house built by the women from wood, mud and cow dung. Elders may explain how cattle are at the centre of Maasai life, and how the community manages grazing alongside the wildlife.',
      },
      { h2: 'Etiquette' },
      {
        ul: [
          'Always ask before photographing people, and accept a no.',
          'Greet elders first; a simple "Supa" (hello) is appreciated.',
          "Handicrafts are often sold at the end: buying is never compulsory, and prices are usually fixed by the women's cooperative.",
          'Do not give sweets or money to children; support the school or a community project instead.',
        ],
      },
      { h2: 'Going further' },
      {
        p: 'If you have more time, walking safaris with Maasai guides in the Ngorongoro highlands or around Lake Natron show how the land is read by the people who live on it — tracks, medicinal plants and the best places to find water in the dry season.',
      },
    ],
  },
  {
    id: 6,
    slug: 'climbing-kilimanjaro-choosing-your-route',
    title: 'Climbing Kilimanjaro: Choosing Your Route',
    excerpt:
      'Machame, Lemosho, Marangu or Rongai? Days on the mountain matter more than fitness. How to pick a route that gets you to Uhuru Peak safely.',
    author: 'Daniel Kisanga',
    authorRole: 'Mountain guide, Moshi',
    date: '2024-11-28',
    category: 'Adventure',
    image: ART.kilimanjaro,
    imageAlt: 'Illustration: snow-capped Mount Kilimanjaro above the plains',
    featured: false,
    body: [
      {
        p: 'Kilimanjaro is the highest free-standing mountain in the world, and Uhuru Peak at 5,895 m can be reached without ropes or technical climbing. What stops people is altitude, not difficulty. The single most important choice you make is the number of days you spend on the mountain.',
      },
      { h2: 'The main routes' },
      {
        ul: [
          'Machame (6–7 days): the most popular route, scenic and with good "climb high, sleep low" acclimatisation. Busy in peak season.',
          'Lemosho (7–8 days): starts in the quiet western rainforest and joins Machame later. Excellent success rates and beautiful scenery.',
          'Marangu (5–6 days): the only route with huts instead of tents. The shorter versions give little time to acclimatise; add the extra day.',
          'Rongai (6–7 days): approaches from the drier north, near the Kenyan border. Good in the rainy season.',
        ],
      },
      { h2: 'Why longer is safer' },
      {
        p: 'Summit success rates rise sharply with each extra day, because your body has time to adjust. Eight days on Lemosho costs more than five on Marangu, but the chance of standing on the summit — and enjoying it — is much higher. Symptoms such as headache and nausea are common; a good crew checks your oxygen saturation and pulse twice a day and will bring you down if needed.',
      },
      { h2: 'When to go' },
      {
        p: 'The driest months are January to early March and June to October. April, May and November are wetter and quieter. Full-moon summit nights are popular, as the final climb starts around midnight.',
      },
      { h2: 'Choosing an operator' },
      {
        p: 'Look for operators who pay and equip their porters fairly (membership of the Kilimanjaro Porters Assistance Project is a good sign), carry emergency oxygen and a first-aid kit, and limit groups to a size their guides can manage. All Kilimanjaro packages on Dala Rides list crew ratios and inclusions so you can compare like with like.',
      },
    ],
  },
];

export const articleBySlug = (slug: string | undefined) => ARTICLES.find((a) => a.slug === slug);
