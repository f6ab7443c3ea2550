import type { ActivityText } from '../../schema';
import type { SeedActivity } from './types';

const t = (title: string, summary: string, description: string, highlights: string[]): ActivityText => ({ title, summary, description, highlights });

const variation = (id: string, title: string, price: number, participants = 1) => ({ id, texts: { en: { title } }, price, participants });

export const rotoruaActivities: SeedActivity[] = [
  {
    id: 'ro-redwood-zipline',
    parkId: 'rotorua',
    slug: 'redwood-zipline',
    type: 'BookableActivity',
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
    variations: [variation('ro-redwood-zipline-adult', 'Adult (15+)', 13900), variation('ro-redwood-zipline-child', 'Child (8–14)', 9900), variation('ro-redwood-zipline-family', 'Family pass (2 adults + 2 children)', 41900, 4)],
  },
  {
    id: 'ro-night-walk',
    parkId: 'rotorua',
    slug: 'night-canopy-walk',
    type: 'BookableActivity',
    imageId: 'night-ropes',
    durationMinutes: 60,
    minAge: 0,
    texts: {
      en: t(
        'Night Canopy Walk',
        'A lantern-lit walk on suspended bridges through the redwoods after dark.',
        'Thirty lanterns designed by local artists hang among the trees, lighting a 700-metre walkway of suspension bridges.\n\nSuitable for all ages; prams can stay at the entrance.',
        ['Thirty artist-made lanterns', '700 m of bridges', 'All ages welcome'],
      ),
    },
    variations: [variation('ro-night-walk-adult', 'Adult (15+)', 3900), variation('ro-night-walk-child', 'Child (5–14)', 2400), variation('ro-night-walk-family', 'Family pass (2 adults + 2 children)', 10900, 4)],
  },
  {
    id: 'ro-luge',
    parkId: 'rotorua',
    slug: 'lakeside-luge',
    type: 'BookableActivity',
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
    variations: [variation('ro-luge-three', '3 rides', 4500), variation('ro-luge-child', 'Child 3 rides (3–14)', 2900)],
  },
  {
    id: 'ro-giant-swing',
    parkId: 'rotorua',
    slug: 'lake-swing',
    type: 'BookableActivity',
    imageId: 'giant-swing',
    durationMinutes: 30,
    minAge: 10,
    texts: {
      en: t('Lake Swing', 'A 35-metre swing out over the forest with the lake on the horizon.', 'Up to two riders are raised to the top of the frame before the release.\n\nThe arc sweeps above the redwoods towards the lake.', ['35 m arc', 'Solo or tandem', 'Lake views']),
    },
    variations: [variation('ro-giant-swing-solo', 'Solo', 6900), variation('ro-giant-swing-tandem', 'Tandem (2 people)', 11900, 2)],
  },
  {
    id: 'ro-kids-trail',
    parkId: 'rotorua',
    slug: 'little-explorers-trail',
    type: 'BookableActivity',
    imageId: 'kids-adventure',
    durationMinutes: 60,
    minAge: 3,
    texts: {
      en: t('Little Explorers Trail', 'A low ropes trail for ages 3 to 8 among the young redwoods.', 'Wobbly bridges, a net tunnel and a mini zipline, never more than two metres off the ground.\n\nParents walk alongside.', ['Ages 3 to 8', 'Parents walk alongside', 'Mini zipline']),
    },
    variations: [variation('ro-kids-trail-child', 'Child (3–8)', 2500)],
  },
  {
    id: 'ro-combo',
    parkId: 'rotorua',
    slug: 'day-and-night-combo',
    type: 'ComboActivity',
    imageId: 'combo-pass',
    durationMinutes: 240,
    minAge: 8,
    includedActivityIds: ['ro-redwood-zipline', 'ro-night-walk'],
    texts: {
      en: t('Day and Night Combo', 'The Redwood Zipline by day and the Night Canopy Walk after dark.', 'See the forest twice: fly through it in daylight, then return after dark to walk among the lanterns.\n\nBook your zipline time; the night walk is valid that evening.', ['Zipline plus night walk', 'Save 15%', 'Night walk valid the same evening']),
    },
    variations: [variation('ro-combo-adult', 'Adult (15+)', 15500), variation('ro-combo-child', 'Child (8–14)', 10500)],
  },
  {
    id: 'ro-geothermal-tour',
    parkId: 'rotorua',
    slug: 'geothermal-valley-tour',
    type: 'ThirdPartyActivity',
    imageId: 'rainforest-tour',
    durationMinutes: 150,
    externalUrl: 'https://steamvalleytours.example/book',
    partnerName: 'Steam Valley Tours',
    partnerFromPrice: 8900,
    texts: {
      en: t('Geothermal Valley Tour', 'Bubbling mud pools and geysers with a local guide from Steam Valley Tours.', 'A guided walk through the geothermal valley below the forest, with its geysers, silica terraces and mud pools.\n\nBooked directly with Steam Valley Tours.', ['Geysers and mud pools', 'Local guide', 'Hotel pick-up available']),
    },
    variations: [],
  },
];
