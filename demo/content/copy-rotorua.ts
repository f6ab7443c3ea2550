import type { ParkCopy } from './park-pages';
import { privacyEn, termsEn } from './policies';

const EMAIL = 'rotorua@summitrush.example';

export const rotoruaCopy: ParkCopy = {
  menu: { thingsToDo: 'Things to do', parkInfo: 'Park info', giftVouchers: 'Gift vouchers', venueHire: 'Venue hire', about: 'About us', history: 'History', timeline: 'Timeline', gallery: 'Gallery', contact: 'Contact', terms: 'Terms', privacy: 'Privacy', siteMap: 'Site map' },
  image: 'ro',
  featured: ['ro-redwood-zipline', 'ro-luge', 'ro-combo'],
  gallery: ['ro-hero', 'zipline', 'night-ropes', 'luge', 'kids-adventure', 'giant-swing', 'ro-mobile'],
  home: {
    title: 'Redwoods, lakes and a luge in Rotorua',
    description: 'Zipline through century-old redwoods, walk the lantern-lit canopy at night and race the luge above the lake.',
    two: [
      'A forest made for adventure',
      'Summit Rush Rotorua is set in the redwood forest on the edge of town, with the steam of the geothermal valley drifting below.\n\nBy day the canopy is cool and green; by night our lantern walk turns it gold.',
    ],
    quote: ['The night canopy walk was magical: lanterns, stars and the smell of the redwoods.', 'Sophie, Wellington'],
    cta: ['Give an adventure', 'Gift vouchers for any amount, emailed in seconds.', 'Buy a gift voucher'],
  },
  thingsToDo: ['Things to do in Rotorua', 'Ziplines, canopy walks, luge and tours at Summit Rush Rotorua, with prices.'],
  about: [
    'About Summit Rush Rotorua',
    'Our newest park, in the redwood forest above Lake Rotorua.',
    '<p>Summit Rush Rotorua opened in 2025 among redwoods planted more than a century ago. Our platforms hang from the trees on adjustable slings so the trunks keep growing freely.</p><p>We work with local iwi guides who share the stories of the lake and the valley.</p>',
    'night-ropes',
  ],
  history: [
    'Our history',
    'The story of Summit Rush Rotorua.',
    [
      { year: '1901', title: 'The redwoods are planted', text: 'Foresters plant Californian redwoods on the hill above the lake.' },
      { year: '2009', title: 'Summit Rush begins', text: 'The first Summit Rush zipline opens in Queenstown.' },
      { year: '2025', title: 'Rotorua opens', text: 'Summit Rush Rotorua opens in the redwood forest.' },
    ],
  ],
  timeline: [
    'Park timeline',
    'Key moments at Summit Rush Rotorua.',
    [
      { year: '2024', title: 'Canopy construction', text: 'Tree-friendly platforms are slung between the redwoods.' },
      { year: '2025', title: 'Opening', text: 'The Redwood Zipline and Canopy Walk open.' },
      { year: '2025', title: 'Night walks', text: 'Lantern-lit canopy walks begin after dark.' },
      { year: '2026', title: 'Lakeside luge', text: 'A luge track opens above Lake Rotorua.' },
      { year: '2026', title: 'Forest school', text: 'Weekly forest classes for local schools.' },
    ],
  ],
  gallery_: ['Gallery', 'Photos from Summit Rush Rotorua: redwoods, lanterns and the lakeside luge.'],
  parkInfo: [
    'Park information',
    'Opening hours, address, getting here and facilities at Summit Rush Rotorua.',
    {
      address: 'Summit Rush Rotorua\n5 Redwood Grove Road\nRotorua 3010\nNew Zealand',
      openingHours: [
        { days: 'Every day', hours: '9:00 am – 5:30 pm' },
        { days: 'Night canopy walk', hours: 'From dusk until 10:00 pm' },
      ],
      facilities: ['Free parking', 'Forest café', 'Lockers', 'Accessible toilets', 'Bike racks'],
      gettingHere: 'We are five minutes’ drive from Rotorua town centre; follow the signs to the Redwoods.\n\nCity bus 3 stops at the park gate every 30 minutes. Call +64 7 555 0100 for help.',
    },
  ],
  siteMap: ['Site map', 'Every page and activity at Summit Rush Rotorua.'],
  giftVouchers: ['Gift vouchers', 'Summit Rush Rotorua gift vouchers for any amount.', '<p>Choose an amount and a message, and we email the voucher at once. Valid for three years.</p>'],
  venueHire: {
    title: 'Venue hire',
    description: 'Team days, parties and weddings among the redwoods, by day or after dark.',
    heading: 'Events among the redwoods',
    text: 'Our forest pavilion seats 90 under the trees. Add a lantern walk for an evening your guests will not forget.\n\nDay trade or exclusive use after hours.',
    faqs: [
      'Venue hire questions',
      [
        { question: 'How many guests can you host?', answer: 'Up to 90 seated or 160 standing in the forest pavilion.' },
        { question: 'Can we book the night walk privately?', answer: 'Yes, private lantern walks run for groups of 20 or more.' },
        { question: 'Is there parking for coaches?', answer: 'Yes, coaches can park at the main gate.' },
      ],
    ],
  },
  contact: [
    'Contact us',
    'Contact Summit Rush Rotorua about bookings and events.',
    `<p>Call <a href="tel:+6475550100">+64 7 555 0100</a> or email <a href="mailto:${EMAIL}">${EMAIL}</a>.</p><p>For events, send us an enquiry below.</p>`,
  ],
  terms: ['Terms and conditions', 'Booking terms and conditions for Summit Rush Rotorua.', termsEn('Summit Rush Rotorua', EMAIL)],
  privacy: ['Privacy policy', 'How Summit Rush Rotorua collects and uses your information.', privacyEn(EMAIL)],
  articles: [
    {
      slug: 'lakeside-luge-opens',
      title: 'The lakeside luge is open',
      description: 'Our new luge track winds through the forest with views over Lake Rotorua.',
      publishedOn: '2026-09-01',
      author: 'Aroha Ngata',
      imageId: 'luge',
      html: '<p>Eight hundred metres of banked corners through the redwoods, finishing with a long straight above the lake. Every ticket includes three rides.</p>',
    },
    {
      slug: 'night-walk-tips',
      title: 'Five tips for the night canopy walk',
      description: 'Warm layers, closed shoes and why you should look up: how to enjoy the lantern walk.',
      publishedOn: '2026-05-20',
      author: 'James Tane',
      imageId: 'night-ropes',
      html: '<ul><li>Bring a warm layer: the forest cools quickly after dark.</li><li>Wear closed shoes.</li><li>Arrive 15 minutes early for the safety briefing.</li><li>Leave the torch at home: the lanterns are enough.</li><li>Look up: the stars through the redwoods are the best part.</li></ul>',
    },
  ],
};
