import type { SeedPage } from './types';
import { privacyEn } from './policies';

/** The operator's global site: the location and language chooser. */
export const globalPages: SeedPage[] = [
  {
    path: '/',
    type: 'GlobalHomePage',
    title: 'Summit Rush Adventure Parks',
    description: 'Ziplines, luge, swings and treetop courses in Queenstown, Rotorua, Hong Kong and the Gold Coast. Choose your park.',
    heroImageId: 'global-hero',
    blocks: [
      {
        type: 'TwoColumn',
        heading: 'One spirit, four parks',
        text: 'Summit Rush started on a Queenstown ridge in 2009. Today our parks in New Zealand, Hong Kong and Australia share the same idea: big adventures, built around the landscape, run by guides who love what they do.\n\nChoose a park above to see its activities and book your day.',
        imageId: 'global-mobile',
        imageSide: 'left',
      },
    ],
  },
  {
    path: '/about',
    menuTitle: 'About us',
    type: 'AboutPage',
    title: 'About Summit Rush',
    description: 'Summit Rush Adventure Parks: a family-founded operator of adventure parks in New Zealand, Hong Kong and Australia.',
    heroImageId: 'global-checkout',
    blocks: [
      {
        type: 'HtmlContent',
        html: '<p>Summit Rush Adventure Parks was founded in Queenstown in 2009 and now runs four parks across three countries.</p><p>Each park is built around its landscape, and a share of every ticket funds local conservation work.</p>',
      },
    ],
    menuOrder: 1,
    footerOrder: 1,
  },
  { path: '/site-map', menuTitle: 'Site map', type: 'SiteMapPage', title: 'Site map', description: 'Every page of the Summit Rush Adventure Parks site.', footerOrder: 3 },
  {
    path: '/privacy',
    menuTitle: 'Privacy',
    type: 'ContentPage',
    title: 'Privacy policy',
    description: 'How Summit Rush Adventure Parks collects and uses your information.',
    blocks: [{ type: 'HtmlContent', html: privacyEn('hello@summitrush.example') }],
    footerOrder: 2,
  },
];
