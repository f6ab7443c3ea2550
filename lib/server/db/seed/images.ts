import type { images } from '../schema';

type NewImage = typeof images.$inferInsert;

/** Every demo picture: `npm run images` draws them into public/images (WebP + JPEG, wide + square). */
const TITLES: Record<string, string> = {
  'global-hero': 'A zipline rider crossing a mountain valley at golden hour',
  'global-mobile': 'A giant swing arcing over the hills at sunset',
  'global-checkout': 'A zipline cable stretching across an alpine valley',
  'nz-hero': 'Ziplining above Queenstown’s alpine lake under snowy peaks',
  'nz-mobile': 'The mountain luge track winding down towards the lake',
  'nz-checkout': 'A jet boat on the lake below the Remarkables',
  'hk-hero': 'Hong Kong’s harbour skyline beneath green Lantau hills',
  'hk-mobile': 'Rope bridges strung between treetop platforms above the harbour',
  'hk-checkout': 'A harbour cruise boat on Victoria Harbour',
  'au-hero': 'A giant swing above the Gold Coast hinterland rainforest',
  'au-mobile': 'Rainforest canopy in the Gold Coast hinterland',
  'au-checkout': 'A boat on the turquoise water off the Gold Coast',
  'ro-hero': 'Redwood forest above Rotorua’s steaming lakes',
  'ro-mobile': 'Treetop rope walk among Rotorua’s redwoods',
  'ro-checkout': 'The luge track curving through the Rotorua forest',
  zipline: 'A rider on a zipline high above the valley',
  'treetop-challenge': 'Rope bridges and platforms of the treetop challenge',
  'giant-swing': 'The giant swing at the top of its arc',
  luge: 'A luge cart racing down the twisting track',
  'climbing-wall': 'A colourful climbing wall with holds of every size',
  'night-ropes': 'Lantern-lit rope course under a starry sky',
  'kids-adventure': 'The low ropes of the kids’ adventure trail',
  'combo-pass': 'Zipline and luge track together across the park',
  'harbour-cruise': 'A cruise boat gliding across the harbour',
  'rainforest-tour': 'A guided trail through tall rainforest trees',
  'canyon-swing': 'A swing launching out over a deep canyon',
  'jet-boat': 'A jet boat carving across the river',
};

export const demoImages: NewImage[] = Object.entries(TITLES).map(([id, title]) => ({
  id,
  title,
  url: `/images/${id}.webp`,
  urlFallback: `/images/${id}.jpg`,
  squareUrl: `/images/${id}-square.webp`,
  squareUrlFallback: `/images/${id}-square.jpg`,
  width: 1600,
  height: 900,
}));
