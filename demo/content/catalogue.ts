import type { ActivityText, Texts } from '../../lib/server/platform/db/schema';
import type { SeedActivity, SeedVariation } from './types';

type Ticket = [slug: string, en: string, zh: string | null, price: number, participants?: number];

const t = (title: string, summary: string, description: string, highlights: string[]): ActivityText => ({
  title,
  summary,
  description,
  highlights,
});

function tickets(activityId: string, list: Ticket[]): SeedVariation[] {
  return list.map(([slug, en, zh, price, participants = 1]) => ({
    id: `${activityId}-${slug}`,
    texts: zh ? { en: { title: en }, 'zh-Hant': { title: zh } } : { en: { title: en } },
    price,
    participants,
  }));
}

interface Spec {
  id: string;
  parkId: string;
  slug: string;
  imageId: string;
  texts: Texts<ActivityText>;
  durationMinutes?: number;
  minAge?: number;
}

const bookable = (spec: Spec, list: Ticket[]): SeedActivity => ({
  ...spec,
  type: 'BookableActivity',
  variations: tickets(spec.id, list),
});

const combo = (spec: Spec, includes: string[], list: Ticket[]): SeedActivity => ({
  ...spec,
  type: 'ComboActivity',
  includedActivityIds: includes,
  variations: tickets(spec.id, list),
});

const partner = (spec: Spec, externalUrl: string, partnerName: string, partnerFromPrice: number): SeedActivity => ({
  ...spec,
  type: 'ThirdPartyActivity',
  externalUrl,
  partnerName,
  partnerFromPrice,
  variations: [],
});

const ADULT_CHILD_FAMILY = (adult: number, child: number, family: number): Ticket[] => [
  ['adult', 'Adult (15+)', '成人（15歲或以上）', adult],
  ['child', 'Child (5–14)', '小童（5至14歲）', child],
  ['family', 'Family pass (2 adults + 2 children)', '家庭套票（2位成人及2位小童）', family, 4],
];

const queenstown: SeedActivity[] = [
  bookable(
    {
      id: 'nz-zipline',
      parkId: 'queenstown',
      slug: 'zipline',
      imageId: 'zipline',
      durationMinutes: 90,
      minAge: 8,
      texts: {
        en: t(
          'Summit Zipline',
          'Six ziplines from the ridge top to the lakeshore, with Lake Wakatipu below your feet the whole way.',
          'Clip in at the top station and fly 1.2 kilometres across six lines, the longest stretching 420 metres above the beech forest.\n\nOur guides brief you at every platform, share the stories of the valley, and take photos while you ride. No experience needed: if you can hold on, you can fly.',
          ['Six lines, 1.2 km in total', 'Speeds up to 70 km/h', 'Guides and photos on every platform', 'Runs in light rain'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(14900, 9900, 44900),
  ),
  bookable(
    {
      id: 'nz-luge',
      parkId: 'queenstown',
      slug: 'luge',
      imageId: 'luge',
      durationMinutes: 45,
      minAge: 3,
      texts: {
        en: t(
          'Mountain Luge',
          'Steer your own cart down 800 metres of banked corners, tunnels and lake views.',
          'Pick the scenic track for a gentle first run, then take on the advanced track with its sweeping hairpins and tunnel.\n\nThe chairlift takes you and your cart back to the top, so each ticket is a set of rides you can take at your own pace.',
          ['Scenic and advanced tracks', 'Chairlift back to the top', 'Children from 3 ride with an adult', 'Five rides per ticket'],
        ),
      },
    },
    [
      ['five-rides', '5 rides', null, 5900],
      ['child-five-rides', 'Child 5 rides (3–14)', null, 3900],
      ['family', 'Family 5 rides (2 adults + 2 children)', null, 17900, 4],
    ],
  ),
  bookable(
    {
      id: 'nz-canyon-swing',
      parkId: 'queenstown',
      slug: 'canyon-swing',
      imageId: 'canyon-swing',
      durationMinutes: 60,
      minAge: 10,
      texts: {
        en: t(
          'Canyon Swing',
          'A 60-metre free fall into a 200-metre arc across the Shotover Canyon.',
          'Choose how you go: forwards, backwards, upside down or in a chair. The first second is pure free fall before the rope takes you in a wide arc over the river.\n\nRide solo or in tandem with a friend; the team will talk you through every step on the launch deck.',
          ['60 m free fall', 'Solo or tandem', 'Fifteen launch styles', 'Video of your jump included'],
        ),
      },
    },
    [
      ['solo', 'Solo swing', null, 21900],
      ['tandem', 'Tandem swing (2 people)', null, 39900, 2],
    ],
  ),
  bookable(
    {
      id: 'nz-treetop-challenge',
      parkId: 'queenstown',
      slug: 'treetop-challenge',
      imageId: 'treetop-challenge',
      durationMinutes: 150,
      minAge: 7,
      texts: {
        en: t(
          'Treetop Challenge',
          'Five ropes courses of rising difficulty, 20 metres up in the beech canopy.',
          'Wobbly bridges, cargo nets, Tarzan swings and a final zip back to the ground: the Treetop Challenge keeps everyone busy for an afternoon.\n\nA continuous belay system keeps you clipped on from the first platform to the last, so parents can relax while the kids lead the way.',
          ['Five courses, 60 challenges', 'Continuous belay system', 'Suitable from age 7', 'Great for groups and birthdays'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(6900, 4900, 19900),
  ),
  combo(
    {
      id: 'nz-combo',
      parkId: 'queenstown',
      slug: 'zip-and-luge-combo',
      imageId: 'combo-pass',
      durationMinutes: 180,
      minAge: 8,
      texts: {
        en: t(
          'Zip and Luge Combo',
          'The Summit Zipline and five luge rides in one day, for less than booking them apart.',
          'Start the morning on the zipline, break for lunch with a lake view, then race the afternoon away on the luge tracks.\n\nYour combo ticket books a zipline time; the luge rides can be used any time that day.',
          ['Zipline plus 5 luge rides', 'Save 15% on separate tickets', 'Luge rides valid all day'],
        ),
      },
    },
    ['nz-zipline', 'nz-luge'],
    [
      ['adult', 'Adult (15+)', null, 17900],
      ['child', 'Child (8–14)', null, 11900],
    ],
  ),
  partner(
    {
      id: 'nz-jet-boat',
      parkId: 'queenstown',
      slug: 'shotover-jet-boat',
      imageId: 'jet-boat',
      durationMinutes: 25,
      texts: {
        en: t(
          'Shotover River Jet Boat',
          'Skim the rocks of the Shotover canyons with our partners at River Rush Jets.',
          'A 25-minute blast through narrow canyons with 360° spins, run by our long-time partner River Rush Jets.\n\nBookings are made on their site; show your Summit Rush ticket at their desk for a free photo.',
          ['360° spins', 'Canyon walls within arm’s reach', 'Free photo with a Summit Rush ticket'],
        ),
      },
    },
    'https://riverrushjets.example/book',
    'River Rush Jets',
    15900,
  ),
];

const hongKong: SeedActivity[] = [
  bookable(
    {
      id: 'hk-zipline',
      parkId: 'hong-kong',
      slug: 'harbour-zipline',
      imageId: 'zipline',
      durationMinutes: 60,
      minAge: 8,
      texts: {
        en: t(
          'Harbour View Zipline',
          'Four ziplines down the green slopes of Lantau with the harbour stretching out ahead.',
          'Start from the summit platform and ride four lines through the hillside forest, with views over the South China Sea and, on clear days, the city skyline.\n\nSessions run every half hour and small groups keep the wait at each platform short.',
          ['Four lines, 800 m in total', 'Sea and skyline views', 'Small groups, short waits'],
        ),
        'zh-Hant': t(
          '海景高空滑索',
          '沿大嶼山翠綠山坡連環滑翔四條滑索，海港景色盡在眼前。',
          '由山頂平台出發，穿越山林連續滑翔四條滑索，南中國海一覽無遺，天朗氣清時更可遠眺維港天際線。\n\n每半小時一節，小組出發，每個平台都不用久等。',
          ['四條滑索，全長800米', '飽覽海景及城市天際線', '小組出發，輪候時間短'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(58800, 42800, 178800),
  ),
  bookable(
    {
      id: 'hk-treetop',
      parkId: 'hong-kong',
      slug: 'treetop-challenge',
      imageId: 'treetop-challenge',
      durationMinutes: 120,
      minAge: 7,
      texts: {
        en: t(
          'Treetop Challenge',
          'Rope bridges, nets and swings among the banyan trees, 15 metres above the forest floor.',
          'Three courses take you from gentle wobbles to the daring Tarzan swing. The continuous belay keeps you safely attached throughout.\n\nThe shade of the canopy keeps things cool even in the Hong Kong summer.',
          ['Three courses, 45 challenges', 'Shaded canopy all day', 'Continuous belay for safety'],
        ),
        'zh-Hant': t(
          '樹頂歷險',
          '在離地15米的榕樹林間挑戰吊橋、攀網及鞦韆。',
          '三條由淺入深的路線，由輕鬆搖晃的吊橋到考驗勇氣的泰山鞦韆，全程配備連續式安全繩，安心挑戰。\n\n樹蔭清涼，即使在香港的盛夏也舒適自在。',
          ['三條路線共45項挑戰', '全日樹蔭遮擋', '連續式安全繩全程保護'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(32800, 24800, 98800),
  ),
  bookable(
    {
      id: 'hk-giant-swing',
      parkId: 'hong-kong',
      slug: 'giant-swing',
      imageId: 'giant-swing',
      durationMinutes: 30,
      minAge: 10,
      texts: {
        en: t(
          'Giant Swing',
          'Up to three riders hoisted 40 metres high, then released over the valley.',
          'You pull the release cord yourself. One moment of silence, then a wide swoop over the treetops with the sea on the horizon.\n\nRide alone or share the swing with two friends.',
          ['40 m high', 'Up to three riders together', 'You pull the release cord'],
        ),
        'zh-Hant': t(
          '巨型鞦韆',
          '最多三人一同被吊升至40米高空，再凌空擺盪越過山谷。',
          '由您親手拉下釋放繩，片刻寂靜之後，便是越過樹梢的大幅擺盪，遠處海天一色。\n\n可獨自挑戰，亦可與兩位朋友同行。',
          ['高達40米', '最多三人同乘', '親手拉下釋放繩'],
        ),
      },
    },
    [
      ['single', 'Single rider', '單人', 38800],
      ['trio', 'Three riders', '三人同行', 98800, 3],
    ],
  ),
  bookable(
    {
      id: 'hk-climbing-wall',
      parkId: 'hong-kong',
      slug: 'climbing-wall',
      imageId: 'climbing-wall',
      durationMinutes: 60,
      minAge: 5,
      texts: {
        en: t(
          'Climbing Wall',
          'Twelve routes on a 15-metre outdoor wall, from first-timer friendly to properly tough.',
          'Auto-belays let you climb at your own pace while instructors help with technique and route choice.\n\nShoes and harnesses are included; just bring comfortable clothes.',
          ['Twelve routes for every level', 'Auto-belays and instructors', 'Shoes and harness included'],
        ),
        'zh-Hant': t(
          '攀石牆',
          '15米高戶外攀石牆設有12條路線，新手高手都有挑戰。',
          '自動確保系統讓您按自己步伐攀爬，教練從旁指導技巧及路線選擇。\n\n已包括攀石鞋及安全帶，只需穿著舒適衣物。',
          ['12條不同程度路線', '自動確保系統及教練指導', '包括攀石鞋及安全帶'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(18800, 14800, 58800),
  ),
  combo(
    {
      id: 'hk-combo',
      parkId: 'hong-kong',
      slug: 'summit-day-pass',
      imageId: 'combo-pass',
      durationMinutes: 240,
      minAge: 10,
      texts: {
        en: t(
          'Summit Day Pass',
          'The zipline, the treetop challenge and the giant swing in one day.',
          'Our most popular way to spend a day at the park: three signature adventures at a price well below booking them apart.\n\nYou choose a zipline time; the other activities can be enjoyed any time that day.',
          ['Three signature activities', 'Save over 20%', 'Flexible timing for the rest of the day'],
        ),
        'zh-Hant': t(
          '峰躍全日通',
          '一日內暢玩高空滑索、樹頂歷險及巨型鞦韆。',
          '最受歡迎的玩法：三大招牌活動一次過，價錢比分開預訂更相宜。\n\n只需選擇滑索時段，其餘活動當日任何時間均可參加。',
          ['三大招牌活動', '節省超過兩成', '其餘活動時間彈性'],
        ),
      },
    },
    ['hk-zipline', 'hk-treetop', 'hk-giant-swing'],
    [
      ['adult', 'Adult (15+)', '成人（15歲或以上）', 98800],
      ['child', 'Child (10–14)', '小童（10至14歲）', 78800],
    ],
  ),
  partner(
    {
      id: 'hk-harbour-cruise',
      parkId: 'hong-kong',
      slug: 'harbour-cruise',
      imageId: 'harbour-cruise',
      durationMinutes: 90,
      texts: {
        en: t(
          'Sunset Harbour Cruise',
          'A 90-minute junk-boat cruise from Lantau to Victoria Harbour with our partners at Star Junk Tours.',
          'Sail past fishing villages and island beaches as the sun sets, arriving in Victoria Harbour as the city lights come on.\n\nBooked directly with Star Junk Tours.',
          ['Traditional junk boat', 'Sunset over the islands', 'Drinks on board'],
        ),
        'zh-Hant': t(
          '日落維港遊',
          '與合作夥伴星帆遊船同遊，乘坐中式帆船由大嶼山駛往維多利亞港，全程90分鐘。',
          '在夕陽下駛過漁村和離島沙灘，抵達維港時正值華燈初上。\n\n請直接向星帆遊船預訂。',
          ['傳統中式帆船', '離島日落美景', '船上設飲品'],
        ),
      },
    },
    'https://starjunktours.example/sunset',
    'Star Junk Tours',
    48000,
  ),
];

const goldCoast: SeedActivity[] = [
  bookable(
    {
      id: 'au-rainforest-zip',
      parkId: 'gold-coast',
      slug: 'rainforest-zipline',
      imageId: 'zipline',
      durationMinutes: 120,
      minAge: 8,
      texts: {
        en: t(
          'Rainforest Zipline',
          'Eight ziplines through the World Heritage rainforest of the Gold Coast hinterland.',
          'Glide between platforms built around ancient strangler figs, with guides pointing out the birds and wildlife along the way.\n\nThe tour finishes with a 300-metre line over the gorge.',
          ['Eight lines and a gorge finale', 'Wildlife-spotting guides', 'World Heritage rainforest'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(12900, 9900, 41900),
  ),
  bookable(
    {
      id: 'au-giant-swing',
      parkId: 'gold-coast',
      slug: 'giant-swing',
      imageId: 'giant-swing',
      durationMinutes: 30,
      minAge: 10,
      texts: {
        en: t(
          'Hinterland Giant Swing',
          'Swing out 50 metres above the rainforest with the coastline on the horizon.',
          'Up to three riders are hoisted to the top of the arch before one of them pulls the cord.\n\nThe arc takes you over the canopy with views to Surfers Paradise.',
          ['50 m arc over the canopy', 'Up to three riders', 'Ocean views'],
        ),
      },
    },
    [
      ['single', 'Single rider', null, 7900],
      ['trio', 'Three riders', null, 19900, 3],
    ],
  ),
  bookable(
    {
      id: 'au-climbing-wall',
      parkId: 'gold-coast',
      slug: 'climbing-wall',
      imageId: 'climbing-wall',
      durationMinutes: 60,
      minAge: 5,
      texts: {
        en: t(
          'Outdoor Climbing Wall',
          'A shaded 14-metre wall with routes for first-timers and experienced climbers.',
          'Auto-belays, friendly instructors and a wall designed for every reach.\n\nA great warm-up before the treetop courses.',
          ['Routes for every level', 'Shaded all day', 'Gear included'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(3900, 2900, 11900),
  ),
  bookable(
    {
      id: 'au-kids-adventure',
      parkId: 'gold-coast',
      slug: 'kids-adventure',
      imageId: 'kids-adventure',
      durationMinutes: 60,
      minAge: 3,
      texts: {
        en: t(
          'Junior Jungle Trail',
          'A low ropes course for adventurers aged 3 to 8, never more than 2 metres off the ground.',
          'Little explorers cross wobbly bridges, crawl through net tunnels and ride a mini zipline, while parents walk alongside.\n\nStaff are on hand on every section of the trail.',
          ['Built for ages 3 to 8', 'Parents walk alongside', 'Mini zipline finale'],
        ),
      },
    },
    [['child', 'Child (3–8)', null, 2900]],
  ),
  combo(
    {
      id: 'au-combo',
      parkId: 'gold-coast',
      slug: 'rainforest-combo',
      imageId: 'combo-pass',
      durationMinutes: 180,
      minAge: 10,
      texts: {
        en: t(
          'Rainforest Combo',
          'The Rainforest Zipline and the Giant Swing together, for less.',
          'Start with the zipline tour through the canopy, then finish the day with the swing over the gorge.\n\nBook a zipline time; the swing can be ridden any time that day.',
          ['Zipline tour plus giant swing', 'Save 15%', 'Flexible swing time'],
        ),
      },
    },
    ['au-rainforest-zip', 'au-giant-swing'],
    [
      ['adult', 'Adult (15+)', null, 17900],
      ['child', 'Child (10–14)', null, 13900],
    ],
  ),
  partner(
    {
      id: 'au-rainforest-tour',
      parkId: 'gold-coast',
      slug: 'glow-worm-tour',
      imageId: 'rainforest-tour',
      durationMinutes: 180,
      texts: {
        en: t(
          'Glow-worm Rainforest Tour',
          'An evening walk to the glow-worm caves with our partners at Hinterland Night Tours.',
          'Walk through the rainforest at dusk to a grotto lit by thousands of glow-worms, with a local guide and a bush-food supper.\n\nBooked directly with Hinterland Night Tours.',
          ['Thousands of glow-worms', 'Local guide', 'Bush-food supper'],
        ),
      },
    },
    'https://hinterlandnighttours.example/glow-worms',
    'Hinterland Night Tours',
    11900,
  ),
];


const rotorua: SeedActivity[] = [
  bookable(
    {
      id: 'ro-redwood-zipline',
      parkId: 'rotorua',
      slug: 'redwood-zipline',
      imageId: 'zipline',
      durationMinutes: 120,
      minAge: 8,
      texts: {
        en: t(
          'Redwood Zipline',
          'Seven ziplines and three swing bridges through century-old redwoods.',
          'Fly between platforms 25 metres up in the redwood canopy, with the geothermal valley steaming below.\n\nGuides share the history of the forest at every stop.',
          ['Seven lines and three bridges', 'Platforms 25 m up', 'Guided all the way'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(13900, 9900, 41900),
  ),
  bookable(
    {
      id: 'ro-night-walk',
      parkId: 'rotorua',
      slug: 'night-canopy-walk',
      imageId: 'night-ropes',
      durationMinutes: 60,
      texts: {
        en: t(
          'Night Canopy Walk',
          'A lantern-lit walk on suspended bridges through the redwoods after dark.',
          'Thirty lanterns designed by local artists hang among the trees, lighting a 700-metre walkway of suspension bridges.\n\nSuitable for all ages; prams can stay at the entrance.',
          ['Thirty artist-made lanterns', '700 m of bridges', 'All ages welcome'],
        ),
      },
    },
    ADULT_CHILD_FAMILY(3900, 2400, 10900),
  ),
  bookable(
    {
      id: 'ro-luge',
      parkId: 'rotorua',
      slug: 'lakeside-luge',
      imageId: 'luge',
      durationMinutes: 45,
      minAge: 3,
      texts: {
        en: t(
          'Lakeside Luge',
          'Three rides down 800 metres of forest corners with views over Lake Rotorua.',
          'Steer your own cart through banked turns between the trees before a long straight above the lake.\n\nThe chairlift carries you and your cart back up.',
          ['Three rides per ticket', 'Lake views', 'Children from 3 ride with an adult'],
        ),
      },
    },
    [
      ['three-rides', '3 rides', null, 4500],
      ['child-three-rides', 'Child 3 rides (3–14)', null, 2900],
    ],
  ),
  bookable(
    {
      id: 'ro-giant-swing',
      parkId: 'rotorua',
      slug: 'lake-swing',
      imageId: 'giant-swing',
      durationMinutes: 30,
      minAge: 10,
      texts: {
        en: t(
          'Lake Swing',
          'A 35-metre swing out over the forest with the lake on the horizon.',
          'Up to two riders are raised to the top of the frame before the release.\n\nThe arc sweeps above the redwoods towards the lake.',
          ['35 m arc', 'Solo or tandem', 'Lake views'],
        ),
      },
    },
    [
      ['solo', 'Solo', null, 6900],
      ['tandem', 'Tandem (2 people)', null, 11900, 2],
    ],
  ),
  bookable(
    {
      id: 'ro-kids-trail',
      parkId: 'rotorua',
      slug: 'little-explorers-trail',
      imageId: 'kids-adventure',
      durationMinutes: 60,
      minAge: 3,
      texts: {
        en: t(
          'Little Explorers Trail',
          'A low ropes trail for ages 3 to 8 among the young redwoods.',
          'Wobbly bridges, a net tunnel and a mini zipline, never more than two metres off the ground.\n\nParents walk alongside.',
          ['Ages 3 to 8', 'Parents walk alongside', 'Mini zipline'],
        ),
      },
    },
    [['child', 'Child (3–8)', null, 2500]],
  ),
  combo(
    {
      id: 'ro-combo',
      parkId: 'rotorua',
      slug: 'day-and-night-combo',
      imageId: 'combo-pass',
      durationMinutes: 240,
      minAge: 8,
      texts: {
        en: t(
          'Day and Night Combo',
          'The Redwood Zipline by day and the Night Canopy Walk after dark.',
          'See the forest twice: fly through it in daylight, then return after dark to walk among the lanterns.\n\nBook your zipline time; the night walk is valid that evening.',
          ['Zipline plus night walk', 'Save 15%', 'Night walk valid the same evening'],
        ),
      },
    },
    ['ro-redwood-zipline', 'ro-night-walk'],
    [
      ['adult', 'Adult (15+)', null, 15500],
      ['child', 'Child (8–14)', null, 10500],
    ],
  ),
  partner(
    {
      id: 'ro-geothermal-tour',
      parkId: 'rotorua',
      slug: 'geothermal-valley-tour',
      imageId: 'rainforest-tour',
      durationMinutes: 150,
      texts: {
        en: t(
          'Geothermal Valley Tour',
          'Bubbling mud pools and geysers with a local guide from Steam Valley Tours.',
          'A guided walk through the geothermal valley below the forest, with its geysers, silica terraces and mud pools.\n\nBooked directly with Steam Valley Tours.',
          ['Geysers and mud pools', 'Local guide', 'Hotel pick-up available'],
        ),
      },
    },
    'https://steamvalleytours.example/book',
    'Steam Valley Tours',
    8900,
  ),
];

/** Every park's activities, in menu order. */
export const demoActivities: SeedActivity[] = [...queenstown, ...hongKong, ...goldCoast, ...rotorua];
