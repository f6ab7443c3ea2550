import type { ParkCopy } from './park-pages';
import { privacyEn, termsEn } from './policies';

const EMAIL = 'goldcoast@summitrush.example';

export const goldCoastCopy: ParkCopy = {
  menu: { thingsToDo: 'Things to do', parkInfo: 'Park info', giftVouchers: 'Gift vouchers', venueHire: 'Venue hire', about: 'About us', history: 'History', timeline: 'Timeline', gallery: 'Gallery', contact: 'Contact', terms: 'Terms', privacy: 'Privacy', siteMap: 'Site map' },
  image: 'au',
  featured: ['au-rainforest-zip', 'au-giant-swing', 'au-combo'],
  gallery: ['au-hero', 'zipline', 'giant-swing', 'climbing-wall', 'kids-adventure', 'rainforest-tour', 'au-mobile'],
  home: {
    title: 'Rainforest adventures in the Gold Coast hinterland',
    description: 'Zip through World Heritage rainforest, swing above the canopy and climb in the shade, 40 minutes from the beach.',
    two: [
      'From the beach to the canopy',
      'Summit Rush Gold Coast is tucked into the rainforest of the hinterland, 40 minutes’ drive from Surfers Paradise.\n\nThe canopy keeps the park cool on the hottest days, and our guides know every bird call in the valley.',
    ],
    quote: ['We saw a lyrebird from the zipline platform. The kids still talk about it.', 'The Nguyen family, Brisbane'],
    cta: ['A gift they will remember', 'Gift vouchers for any amount, sent by email in seconds.', 'Buy a gift voucher'],
  },
  thingsToDo: ['Things to do on the Gold Coast', 'Ziplines, swings, climbing and tours at Summit Rush Gold Coast, with prices.'],
  about: [
    'About Summit Rush Gold Coast',
    'Our rainforest park in the Gold Coast hinterland, built around the trees.',
    '<p>Summit Rush Gold Coast opened in 2023 on the edge of the World Heritage rainforest. Every platform was built without felling a single tree.</p><p>We work with local rangers on weed control and wildlife surveys, and a share of every ticket funds their work.</p>',
    'rainforest-tour',
  ],
  history: [
    'Our history',
    'How Summit Rush came to the Gold Coast hinterland.',
    [
      { year: '2009', title: 'Summit Rush begins', text: 'The first Summit Rush zipline opens in Queenstown.' },
      { year: '2021', title: 'Hong Kong', text: 'A second park opens on Lantau Island.' },
      { year: '2023', title: 'Gold Coast', text: 'Summit Rush Gold Coast opens in the hinterland rainforest.' },
    ],
  ],
  timeline: [
    'Park timeline',
    'Key moments at Summit Rush Gold Coast.',
    [
      { year: '2022', title: 'Building in the canopy', text: 'Platforms are hand-built around the strangler figs.' },
      { year: '2023', title: 'Opening', text: 'The Rainforest Zipline opens with eight lines.' },
      { year: '2024', title: 'Giant Swing', text: 'A 50-metre swing above the canopy.' },
      { year: '2025', title: 'Junior Jungle Trail', text: 'A low ropes course for adventurers aged 3 to 8.' },
      { year: '2026', title: 'Ranger partnership', text: 'Our wildlife survey counts 140 bird species.' },
    ],
  ],
  gallery_: ['Gallery', 'Photos from Summit Rush Gold Coast: ziplines, swings and rainforest trails.'],
  parkInfo: [
    'Park information',
    'Opening hours, address, getting here and facilities at Summit Rush Gold Coast.',
    {
      address: 'Summit Rush Gold Coast\n240 Canopy Ridge Road\nTamborine Mountain QLD 4272\nAustralia',
      openingHours: [
        { days: 'Every day', hours: '8:30 am – 5:00 pm' },
        { days: 'Christmas Day', hours: 'Closed' },
      ],
      facilities: ['Free parking', 'Rainforest café', 'Lockers', 'Accessible toilets', 'Picnic area'],
      gettingHere: 'Drive 40 minutes inland from Surfers Paradise via the Oxenford–Tamborine road.\n\nDaily coaches leave Surfers Paradise at 8 am and 11 am. Call +61 7 5550 0100 for pick-ups.',
    },
  ],
  siteMap: ['Site map', 'Every page and activity at Summit Rush Gold Coast.'],
  giftVouchers: [
    'Gift vouchers',
    'Summit Rush Gold Coast gift vouchers for any amount.',
    '<p>Choose an amount and a message; the voucher arrives by email straight away and is valid for three years.</p>',
  ],
  venueHire: {
    title: 'Venue hire',
    description: 'Parties, team days and weddings in the rainforest, during the day or with the park to yourselves.',
    heading: 'Events under the canopy',
    text: 'Our rainforest deck hosts up to 100 guests. Combine a ziplining challenge with a long lunch, or say your vows beneath the figs.\n\nDay trade or exclusive use after hours.',
    faqs: [
      'Venue hire questions',
      [
        { question: 'How many guests can you host?', answer: 'Up to 100 on the rainforest deck.' },
        { question: 'Do you host weddings?', answer: 'Yes, ceremonies and receptions, with our own celebrant list.' },
        { question: 'Is it wet-weather friendly?', answer: 'The deck is covered and we have a marquee for larger groups.' },
      ],
    ],
  },
  contact: [
    'Contact us',
    'Contact Summit Rush Gold Coast about bookings and events.',
    `<p>Call <a href="tel:+61755500100">+61 7 5550 0100</a> or email <a href="mailto:${EMAIL}">${EMAIL}</a>.</p><p>For events, send us an enquiry below.</p>`,
  ],
  terms: ['Terms and conditions', 'Booking terms and conditions for Summit Rush Gold Coast.', termsEn('Summit Rush Gold Coast', EMAIL)],
  privacy: ['Privacy policy', 'How Summit Rush Gold Coast collects and uses your information.', privacyEn(EMAIL)],
  articles: [
    {
      slug: 'lyrebird-season',
      title: 'Lyrebird season in the canopy',
      description: 'Winter brings the lyrebirds’ songs to the valley: here is where to listen.',
      publishedOn: '2026-07-08',
      author: 'Sam Cooper',
      imageId: 'rainforest-tour',
      html: '<p>From June to August, male lyrebirds sing their elaborate songs from the forest floor. The best spot is platform four of the Rainforest Zipline.</p>',
    },
    {
      slug: 'junior-jungle-trail',
      title: 'Meet the Junior Jungle Trail',
      description: 'Our low ropes course for adventurers aged 3 to 8 is open every day.',
      publishedOn: '2026-02-14',
      author: 'Priya Shah',
      imageId: 'kids-adventure',
      html: '<p>Wobbly bridges, net tunnels and a mini zipline, never more than two metres off the ground. Parents walk alongside the whole way.</p>',
    },
  ],
};
