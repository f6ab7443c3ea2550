/**
 * Every demo picture of Summit Rush Adventure Parks. This list is the single source of truth: the seed
 * inserts it into `images`, and `npm run images` (tools/generate-images.ts) draws one scene per
 * id into public/images — `NAME.webp`/`NAME.jpg` at 1600×900 and `NAME-square.webp`/`NAME-square.jpg`
 * at 800×800. Nothing is downloaded; the pictures are illustrations rendered from SVG.
 */
export interface DemoImage {
  id: string;
  /** Alt text in each language (images.texts). */
  texts: { en: { title: string }; 'zh-Hant': { title: string } };
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

/** The same alt texts in Traditional Chinese, for the Chinese pages (images.texts['zh-Hant']). */
const TITLES_ZH: Record<DemoImageName, string> = {
  'global-hero': '黃金時分，滑索玩家橫越山谷',
  'global-mobile': '日落時分，滑索玩家掠過雪峰',
  'global-checkout': '滑索鋼纜由木製起步台伸向高山谷地',
  'nz-hero': '皇后鎮高山湖泊上空的滑索與纜車，背後是積雪的卓越山脈',
  'nz-mobile': '纜車車廂沿山坡爬升，俯瞰瓦卡蒂普湖',
  'nz-checkout': '黃昏時卓越山脈的高山餘暉倒映在瓦卡蒂普湖',
  'hk-hero': '維多利亞港與香港天際線上空的樹頂繩橋',
  'hk-mobile': '攀爬者在香港海港高處的樹頂繩網歷奇場',
  'hk-checkout': '香港夜晚燈火璀璨的海港天際線與紅帆船',
  'au-hero': '俯瞰黃金海岸的雨林山脊上的巨型鞦韆',
  'au-mobile': '瀑布流過黃金海岸內陸雨林',
  'au-checkout': '日出時浪花湧上黃金海岸的沙灘',
  'ro-hero': '羅托魯瓦冒着蒸氣的湖泊上方的紅木森林',
  'ro-mobile': '黃昏時羅托魯瓦紅木林間燈籠映照的繩橋',
  'ro-checkout': '蜿蜒穿過羅托魯瓦森林的斜坡滑車賽道',
  zipline: '滑索玩家在沙特歐瓦峽谷高空疾馳',
  'treetop-challenge': '樹頂挑戰的繩橋、攀爬網與平台',
  'giant-swing': '巨型鞦韆在夕陽下盪到最高點',
  luge: '斜坡滑車沿湖上蜿蜒賽道飛馳而下',
  'climbing-wall': '攀爬者攀上色彩繽紛的戶外攀石牆',
  'night-ropes': '星空下燈籠映照的夜間繩網歷奇場',
  'kids-adventure': '兒童在兒童歷奇徑的低空繩網與攀爬網上',
  'combo-pass': '歷奇樂園內的滑索、斜坡滑車與巨型鞦韆',
  'harbour-cruise': '紅帆船航行於維多利亞港',
  'rainforest-tour': '導賞團沿高聳雨林樹下的木板路步行',
  'canyon-swing': '峽谷鞦韆從深邃河谷上方盪出',
  'jet-boat': '噴射快艇在河谷中激起白色浪花',
};

export type DemoImageName = keyof typeof TITLES;

export const demoImageNames = Object.keys(TITLES) as DemoImageName[];

export const demoImages: DemoImage[] = demoImageNames.map((id) => ({
  id,
  texts: { en: { title: TITLES[id] }, 'zh-Hant': { title: TITLES_ZH[id] } },
  url: `/images/${id}.webp`,
  urlFallback: `/images/${id}.jpg`,
  squareUrl: `/images/${id}-square.webp`,
  squareUrlFallback: `/images/${id}-square.jpg`,
  width: 1600,
  height: 900,
}));
