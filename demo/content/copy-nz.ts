import type { ParkCopy } from './park-pages';
import { privacyEn, termsEn } from './policies';

const EMAIL = 'queenstown@summitrush.example';

export const queenstownCopy: ParkCopy = {
  menu: { thingsToDo: 'Things to do', parkInfo: 'Park info', giftVouchers: 'Gift vouchers', venueHire: 'Venue hire', about: 'About us', history: 'History', timeline: 'Timeline', gallery: 'Gallery', contact: 'Contact', terms: 'Terms', privacy: 'Privacy', siteMap: 'Site map' },
  image: 'nz',
  featured: ['nz-zipline', 'nz-luge', 'nz-combo'],
  gallery: ['nz-hero', 'zipline', 'luge', 'canyon-swing', 'treetop-challenge', 'jet-boat', 'nz-mobile'],
  home: {
    title: 'Queenstown’s adventure park on the ridge',
    description: 'Ziplines, luge tracks and the Canyon Swing above Lake Wakatipu. Pick a day and a time and book in a minute.',
    two: [
      'Above the lake, all year round',
      'Summit Rush Queenstown sits on the ridge above Lake Wakatipu, ten minutes from town. Every activity starts from the same base, so you can zip in the morning and race the luge after lunch.\n\nWe run in most weathers: light rain makes the luge faster and the forest smell wonderful.',
    ],
    quote: ['The zipline guides were brilliant with our kids, and the views from the top platform are the best in Queenstown.', 'Aroha, visiting from Auckland'],
    cta: ['Give the gift of adventure', 'Gift vouchers for any amount, delivered by email in seconds and valid for three years.', 'Buy a gift voucher'],
  },
  thingsToDo: ['Things to do in Queenstown', 'Every activity at Summit Rush Queenstown, with prices and times: ziplines, luge, swings, ropes courses and partner tours.'],
  about: [
    'About Summit Rush Queenstown',
    'A family-run adventure park on the ridge above Lake Wakatipu since 2009.',
    '<p>Summit Rush began with a single zipline strung between two beech trees and a lot of enthusiasm. Today our team of 60 guides welcomes more than 200,000 visitors a year.</p><p>We keep the park small enough that our guides know the regulars by name, and we put a share of every ticket into replanting native forest on the ridge.</p>',
    'treetop-challenge',
  ],
  history: [
    'Our history',
    'How a single zipline on a Queenstown ridge grew into Summit Rush Adventure Parks.',
    [
      { year: '2009', title: 'The first line', text: 'Founders Mere and Tom string a 200-metre zipline across their family’s land above the lake.' },
      { year: '2012', title: 'Luge tracks open', text: 'Two luge tracks and a chairlift turn the ridge into a full-day destination.' },
      { year: '2016', title: 'Canyon Swing', text: 'The Canyon Swing opens over the Shotover, with fifteen ways to jump.' },
      { year: '2021', title: 'A second park', text: 'Summit Rush opens in Hong Kong, bringing the same spirit to Lantau.' },
    ],
  ],
  timeline: [
    'Park timeline',
    'Key moments at Summit Rush Queenstown, year by year.',
    [
      { year: '2009', title: 'First zipline', text: 'A single 200-metre line welcomes its first riders.' },
      { year: '2011', title: 'Six lines', text: 'The zipline tour grows to six lines and 1.2 kilometres.' },
      { year: '2012', title: 'Luge', text: 'Scenic and advanced luge tracks open with a chairlift.' },
      { year: '2016', title: 'Canyon Swing', text: 'Sixty metres of free fall above the Shotover River.' },
      { year: '2019', title: 'Treetop Challenge', text: 'Five ropes courses open in the beech canopy.' },
      { year: '2025', title: '10,000 trees', text: 'Our replanting programme passes ten thousand native trees.' },
    ],
  ],
  gallery_: ['Gallery', 'Photos from the ridge: ziplines over the lake, luge corners and the Canyon Swing.'],
  parkInfo: [
    'Park information',
    'Opening hours, address, getting here and facilities at Summit Rush Queenstown.',
    {
      address: 'Summit Rush Queenstown\n88 Ridgeline Road\nQueenstown 9300\nNew Zealand',
      openingHours: [
        { days: 'Monday to Friday', hours: '9:00 am – 6:00 pm' },
        { days: 'Saturday and Sunday', hours: '8:30 am – 7:00 pm' },
        { days: 'Christmas Day', hours: 'Closed' },
      ],
      facilities: ['Free parking for 200 cars', 'Lakeview café and bar', 'Lockers and changing rooms', 'Accessible toilets', 'Gear hire and gift shop'],
      gettingHere:
        'The park is ten minutes’ drive from central Queenstown along Ridgeline Road.\n\nOur free shuttle leaves the Queenstown i-SITE every 30 minutes from 8:30 am. Call +64 3 555 0100 if you need help finding us.',
    },
  ],
  siteMap: ['Site map', 'Every page and activity at Summit Rush Queenstown.'],
  giftVouchers: [
    'Gift vouchers',
    'Give a day of adventure: Summit Rush Queenstown gift vouchers for any amount, sent by email.',
    '<p>Choose an amount, add a personal message and we email the voucher straight to the lucky person. Vouchers are valid for three years on any activity at Summit Rush Queenstown.</p>',
  ],
  venueHire: {
    title: 'Venue hire',
    description: 'Weddings, parties and conferences on the ridge above Lake Wakatipu. Day trade or exclusive use.',
    heading: 'Celebrate on the ridge',
    text: 'Our lakeview pavilion seats 120 for dinner and 200 for a standing reception. Add a zipline race for your team or a sunset luge for the wedding party.\n\nBook during the day alongside our visitors, or take the whole park for yourselves after hours.',
    faqs: [
      'Venue hire questions',
      [
        { question: 'How many guests can you host?', answer: 'Up to 120 seated or 200 standing in the pavilion, and more with a marquee on the lawn.' },
        { question: 'Can we have the park to ourselves?', answer: 'Yes. Exclusive bookings run after 6 pm and include every activity with our guides.' },
        { question: 'Do you provide catering?', answer: 'Our café team caters everything from canapés to a three-course dinner, with local wines.' },
      ],
    ],
  },
  contact: [
    'Contact us',
    'Get in touch with Summit Rush Queenstown about bookings, groups and events.',
    `<p>Call us on <a href="tel:+6435550100">+64 3 555 0100</a> (9 am – 6 pm) or email <a href="mailto:${EMAIL}">${EMAIL}</a>.</p><p>For weddings, parties and conferences, send us an enquiry below and our events team will reply within one working day.</p>`,
  ],
  terms: ['Terms and conditions', 'Booking terms and conditions for Summit Rush Queenstown.', termsEn('Summit Rush Queenstown', EMAIL)],
  privacy: ['Privacy policy', 'How Summit Rush Queenstown collects and uses your information.', privacyEn(EMAIL)],
  articles: [
    {
      slug: 'night-luge-returns',
      title: 'Night luge returns this winter',
      description: 'From June, the luge tracks stay open until 9 pm on Fridays and Saturdays, lit all the way down.',
      publishedOn: '2026-05-12',
      author: 'Hana Wilson',
      imageId: 'luge',
      html: '<p>After a sell-out first season, night luge is back. From 5 June the tracks are floodlit and open until 9 pm every Friday and Saturday.</p><p>Night rides are included in every luge ticket for sessions after 5 pm.</p>',
    },
    {
      slug: 'ten-thousand-trees',
      title: 'We have planted our 10,000th tree',
      description: 'A milestone for our native forest programme on the ridge above Lake Wakatipu.',
      publishedOn: '2026-03-02',
      author: 'Tom Reid',
      imageId: 'treetop-challenge',
      html: '<p>Since 2015 a share of every ticket has gone into replanting the ridge with beech, kōwhai and mānuka. Last week volunteers planted tree number 10,000.</p><p>Thank you to everyone who rode with us: you planted them too.</p>',
    },
  ],
};
