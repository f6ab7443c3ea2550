/**
 * Every demo picture of Summit Rush Adventure Parks. This list is the single source of truth: the seed
 * inserts it into `images`, and `npm run images` (tools/generate-images.ts) draws one scene per
 * id into public/images — `NAME.webp`/`NAME.jpg` at 1600×900 and `NAME-square.webp`/`NAME-square.jpg`
 * at 800×800. Nothing is downloaded; the pictures are illustrations rendered from SVG.
 */
export interface DemoImage {
  id: string;
  title: string;
  url: string;
  urlFallback: string;
  squareUrl: string;
  squareUrlFallback: string;
  width: number;
  height: number;
}

/** Alt text for every picture, keyed by its name (file stem). */
const TITLES = {
  'global-hero': 'Zipline rider crossing a mountain valley at golden hour',
  'global-mobile': 'Zipline rider dropping past a snow-capped peak at sunset',
  'global-checkout': 'Zipline cables leading from a timber launch deck across an alpine valley',
  'nz-hero': 'Zipline and gondola above Queenstown’s alpine lake beneath the snow-capped Remarkables',
  'nz-mobile': 'Gondola cabins climbing the hillside above Lake Wakatipu',
  'nz-checkout': 'Alpenglow on the Remarkables reflected in Lake Wakatipu at dusk',
  'hk-hero': 'Treetop rope bridge above Victoria Harbour and the Hong Kong skyline',
  'hk-mobile': 'Climbers on the treetop ropes course high above Hong Kong harbour',
  'hk-checkout': 'Hong Kong’s illuminated harbour skyline at night with a red-sailed junk',
  'au-hero': 'Giant swing on a rainforest ridge overlooking the Gold Coast',
  'au-mobile': 'Waterfall tumbling through the Gold Coast hinterland rainforest',
  'au-checkout': 'Surf rolling onto a Gold Coast beach at sunrise',
  'ro-hero': 'Redwood forest above Rotorua’s steaming lakes',
  'ro-mobile': 'Lantern-lit rope bridges between Rotorua’s redwoods at dusk',
  'ro-checkout': 'Luge track curving through the Rotorua forest',
  zipline: 'Zipline rider speeding high above the Shotover canyon',
  'treetop-challenge': 'Rope bridges, cargo nets and platforms of the treetop challenge',
  'giant-swing': 'Giant swing rider at the top of the arc against a sunset sky',
  luge: 'Luge carts racing down a winding track above the lake',
  'climbing-wall': 'Climber scaling a colourful outdoor climbing wall',
  'night-ropes': 'Lantern-lit ropes course under a starry night sky',
  'kids-adventure': 'Children on the low ropes and cargo net of the kids’ adventure trail',
  'combo-pass': 'Zipline, luge and giant swing together across the adventure park',
  'harbour-cruise': 'Red-sailed junk cruising across Victoria Harbour',
  'rainforest-tour': 'Guided walkers on a boardwalk beneath towering rainforest trees',
  'canyon-swing': 'Canyon swing launching out over a deep river gorge',
  'jet-boat': 'Jet boat carving a spray of white water through a river canyon',
} as const satisfies Record<string, string>;

export type DemoImageName = keyof typeof TITLES;

export const demoImageNames = Object.keys(TITLES) as DemoImageName[];

export const demoImages: DemoImage[] = demoImageNames.map((id) => ({
  id,
  title: TITLES[id],
  url: `/images/${id}.webp`,
  urlFallback: `/images/${id}.jpg`,
  squareUrl: `/images/${id}-square.webp`,
  squareUrlFallback: `/images/${id}-square.jpg`,
  width: 1600,
  height: 900,
}));
