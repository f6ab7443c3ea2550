import type { ParkCopy } from './park-pages';
import { privacyEn, privacyZh, termsEn, termsZh } from './policies';

const EMAIL = 'hongkong@summitrush.example';
const FEATURED = ['hk-zipline', 'hk-treetop', 'hk-combo'];
const GALLERY = ['hk-hero', 'zipline', 'treetop-challenge', 'giant-swing', 'climbing-wall', 'harbour-cruise', 'hk-mobile'];

export const hongKongCopy: ParkCopy = {
  menu: { thingsToDo: 'Things to do', parkInfo: 'Park info', giftVouchers: 'Gift vouchers', venueHire: 'Venue hire', about: 'About us', history: 'History', timeline: 'Timeline', gallery: 'Gallery', contact: 'Contact', terms: 'Terms', privacy: 'Privacy', siteMap: 'Site map' },
  image: 'hk',
  featured: FEATURED,
  gallery: GALLERY,
  home: {
    title: 'Adventure above the harbour',
    description: 'Ziplines, treetop courses and a giant swing on the green slopes of Lantau. Book your session online in a minute.',
    two: [
      'Green hills, sea views, big thrills',
      'Summit Rush Hong Kong sits on the forested slopes of Lantau Island, 30 minutes from Central by ferry and shuttle.\n\nEvery adventure starts from one base camp, with a café, lockers and shade for the whole family.',
    ],
    quote: ['A perfect escape from the city. The giant swing had all three of us screaming and laughing.', 'Mei Ling, Kowloon'],
    cta: ['Share the adventure', 'Send a gift voucher by email for birthdays, thank-yous and team rewards.', 'Buy a gift voucher'],
  },
  thingsToDo: ['Things to do in Hong Kong', 'Every activity at Summit Rush Hong Kong with prices and session times.'],
  about: [
    'About Summit Rush Hong Kong',
    'Our Lantau park brings Summit Rush’s ziplines and treetop courses to Hong Kong.',
    '<p>Summit Rush Hong Kong opened in 2021 on a restored hillside above Mui Wo. We built every platform around the existing trees and run the park with a local team of 40 guides.</p><p>School groups, families and companies come for a day outdoors without leaving Hong Kong.</p>',
    'zipline',
  ],
  history: [
    'Our history',
    'From a Queenstown ridge to the hills of Lantau: the story of Summit Rush Hong Kong.',
    [
      { year: '2009', title: 'Summit Rush begins', text: 'The first Summit Rush zipline opens in Queenstown, New Zealand.' },
      { year: '2019', title: 'Finding Lantau', text: 'Our team chooses a disused orchard above Mui Wo for a second park.' },
      { year: '2021', title: 'Opening day', text: 'Summit Rush Hong Kong welcomes its first visitors.' },
      { year: '2024', title: 'Giant Swing', text: 'The 40-metre Giant Swing opens above the valley.' },
    ],
  ],
  timeline: [
    'Park timeline',
    'Key moments at Summit Rush Hong Kong.',
    [
      { year: '2021', title: 'Opening', text: 'The Harbour View Zipline and Treetop Challenge open.' },
      { year: '2022', title: 'Climbing wall', text: 'A 15-metre outdoor wall with twelve routes.' },
      { year: '2023', title: 'School programme', text: 'Outdoor learning days for 300 local schools.' },
      { year: '2024', title: 'Giant Swing', text: 'Three riders, forty metres, one release cord.' },
      { year: '2026', title: 'Day pass', text: 'The Summit Day Pass brings three adventures together.' },
    ],
  ],
  gallery_: ['Gallery', 'Photos from Summit Rush Hong Kong: ziplines, treetop bridges and the Giant Swing.'],
  parkInfo: [
    'Park information',
    'Opening hours, address, transport and facilities at Summit Rush Hong Kong.',
    {
      address: 'Summit Rush Hong Kong\n12 Ridge Trail, Mui Wo\nLantau Island, Hong Kong',
      openingHours: [
        { days: 'Tuesday to Friday', hours: '10:00 am – 6:00 pm' },
        { days: 'Saturday, Sunday and public holidays', hours: '9:00 am – 7:00 pm' },
        { days: 'Monday', hours: 'Closed (except public holidays)' },
      ],
      facilities: ['Café with sea view', 'Lockers and changing rooms', 'Baby-changing room', 'First-aid station', 'Gift shop'],
      gettingHere:
        'Take the ferry from Central Pier 6 to Mui Wo (35 minutes), then our free shuttle from the ferry pier, every 20 minutes.\n\nTaxis from Tung Chung take about 25 minutes. Call +852 5550 0100 for help.',
    },
  ],
  siteMap: ['Site map', 'Every page and activity at Summit Rush Hong Kong.'],
  giftVouchers: [
    'Gift vouchers',
    'Summit Rush Hong Kong gift vouchers for any amount, delivered by email.',
    '<p>Pick an amount, write a message and we email the voucher straight away. Vouchers are valid for three years on every activity at Summit Rush Hong Kong.</p>',
  ],
  venueHire: {
    title: 'Venue hire',
    description: 'Team days, birthday parties and weddings on Lantau, in business hours or with the park to yourselves.',
    heading: 'Your event in the hills',
    text: 'Our terrace hosts up to 80 guests for dinner with views across the bay. Add a zipline relay or a treetop challenge for your team.\n\nBook during opening hours or take the whole park after hours.',
    faqs: [
      'Venue hire questions',
      [
        { question: 'How many guests can you host?', answer: 'Up to 80 seated or 150 standing on the terrace.' },
        { question: 'Can you arrange transport?', answer: 'Yes, we can charter a ferry from Central and coaches from the pier.' },
        { question: 'Is there a minimum booking?', answer: 'Exclusive evening bookings start from 40 guests.' },
      ],
    ],
  },
  contact: [
    'Contact us',
    'Contact Summit Rush Hong Kong about bookings, school groups and events.',
    `<p>Call <a href="tel:+85255500100">+852 5550 0100</a> (10 am – 6 pm) or email <a href="mailto:${EMAIL}">${EMAIL}</a>.</p><p>Planning an event? Send us an enquiry below and our events team will reply within one working day.</p>`,
  ],
  terms: ['Terms and conditions', 'Booking terms and conditions for Summit Rush Hong Kong.', termsEn('Summit Rush Hong Kong', EMAIL)],
  privacy: ['Privacy policy', 'How Summit Rush Hong Kong collects and uses your information.', privacyEn(EMAIL)],
  articles: [
    {
      slug: 'summit-day-pass',
      title: 'Introducing the Summit Day Pass',
      description: 'Three signature adventures in one day: the zipline, the treetop challenge and the giant swing.',
      publishedOn: '2026-04-18',
      author: 'Karen Chan',
      imageId: 'combo-pass',
      html: '<p>The new Summit Day Pass combines our three signature activities at a price more than 20% below booking them separately.</p><p>Choose your zipline time when you book and enjoy the rest at your own pace.</p>',
    },
    {
      slug: 'summer-safety',
      title: 'Staying cool on summer days',
      description: 'How we keep the park comfortable and safe in the Hong Kong summer heat.',
      publishedOn: '2026-06-30',
      author: 'Daniel Wong',
      imageId: 'treetop-challenge',
      html: '<p>Our courses are shaded by the forest canopy, and water stations stand at every platform. On very hot days we add early-morning sessions from 8 am.</p><p>If the Observatory issues a thunderstorm warning, sessions pause and you can move your booking free of charge.</p>',
    },
  ],
};

export const hongKongChineseCopy: ParkCopy = {
  menu: { thingsToDo: '好去處', parkInfo: '樂園資訊', giftVouchers: '禮券', venueHire: '場地租用', about: '關於我們', history: '歷史', timeline: '大事年表', gallery: '相片集', contact: '聯絡我們', terms: '條款及細則', privacy: '私隱政策', siteMap: '網站地圖' },
  image: 'hk',
  featured: FEATURED,
  gallery: GALLERY,
  home: {
    title: '維港之上的探險樂園',
    description: '在大嶼山翠綠山坡上玩高空滑索、樹頂歷險及巨型鞦韆，一分鐘網上預訂。',
    two: [
      '青山綠水，刺激無限',
      '峰躍探險樂園香港位於大嶼山的林木山坡，由中環乘渡輪及穿梭巴士約30分鐘即達。\n\n所有活動都由同一個營地出發，設有咖啡室、儲物櫃及樹蔭休息區，一家大細都啱玩。',
    ],
    quote: ['遠離煩囂的好去處！巨型鞦韆令我們三個又驚又笑。', '美玲，九龍'],
    cta: ['與人分享刺激', '以電郵送出禮券，生日、答謝及團隊獎勵都適合。', '購買禮券'],
  },
  thingsToDo: ['香港好去處', '峰躍探險樂園香港所有活動、價錢及場次一覽。'],
  about: [
    '關於峰躍探險樂園香港',
    '我們的大嶼山樂園，把峰躍的高空滑索和樹頂歷險帶到香港。',
    '<p>峰躍探險樂園香港於2021年在梅窩上方一片復修的山坡開幕。每個平台都圍繞原有樹木興建，由40位本地教練團隊營運。</p><p>學校、家庭和企業團體都來這裡，不用離開香港就能享受戶外一天。</p>',
    'zipline',
  ],
  history: [
    '我們的歷史',
    '由皇后鎮山脊到大嶼山：峰躍探險樂園香港的故事。',
    [
      { year: '2009', title: '峰躍誕生', text: '首條峰躍高空滑索在紐西蘭皇后鎮開幕。' },
      { year: '2019', title: '落腳大嶼山', text: '團隊選中梅窩上方一片荒廢果園，籌建第二個樂園。' },
      { year: '2021', title: '開幕', text: '峰躍探險樂園香港迎來第一批訪客。' },
      { year: '2024', title: '巨型鞦韆', text: '40米高的巨型鞦韆在山谷上空啟用。' },
    ],
  ],
  timeline: [
    '樂園大事年表',
    '峰躍探險樂園香港的重要時刻。',
    [
      { year: '2021', title: '開幕', text: '海景高空滑索及樹頂歷險同步開放。' },
      { year: '2022', title: '攀石牆', text: '15米高戶外攀石牆，設12條路線。' },
      { year: '2023', title: '學校計劃', text: '為300間本地學校舉辦戶外學習日。' },
      { year: '2024', title: '巨型鞦韆', text: '三人同乘，四十米高，一拉即飛。' },
      { year: '2026', title: '全日通', text: '峰躍全日通一票暢玩三大活動。' },
    ],
  ],
  gallery_: ['相片集', '峰躍探險樂園香港的精彩時刻：高空滑索、樹頂吊橋和巨型鞦韆。'],
  parkInfo: [
    '樂園資訊',
    '峰躍探險樂園香港的開放時間、地址、交通及設施。',
    {
      address: '峰躍探險樂園香港\n香港大嶼山梅窩山脊徑12號',
      openingHours: [
        { days: '星期二至五', hours: '上午10時至下午6時' },
        { days: '星期六、日及公眾假期', hours: '上午9時至晚上7時' },
        { days: '星期一', hours: '休息（公眾假期除外）' },
      ],
      facilities: ['海景咖啡室', '儲物櫃及更衣室', '育嬰室', '急救站', '禮品店'],
      gettingHere:
        '由中環六號碼頭乘渡輪往梅窩（約35分鐘），再轉乘碼頭外的免費穿梭巴士，每20分鐘一班。\n\n由東涌乘的士約25分鐘。如需協助，請致電 +852 5550 0100。',
    },
  ],
  siteMap: ['網站地圖', '峰躍探險樂園香港所有頁面及活動。'],
  giftVouchers: [
    '禮券',
    '峰躍探險樂園香港禮券，金額任選，以電郵即時送達。',
    '<p>選擇金額、寫下心意，我們會即時以電郵送出禮券。禮券有效期三年，適用於峰躍探險樂園香港所有活動。</p>',
  ],
  venueHire: {
    title: '場地租用',
    description: '在大嶼山舉辦團隊活動、生日派對及婚禮，可於營業時間或包場進行。',
    heading: '山林間的活動場地',
    text: '我們的露台可容納80位賓客晚宴，坐擁海灣景色。更可為團隊加插滑索接力或樹頂挑戰。\n\n可於營業時間預訂，亦可於閉園後包下整個樂園。',
    faqs: [
      '場地租用常見問題',
      [
        { question: '最多可容納多少賓客？', answer: '露台可容納80位坐席或150位站立賓客。' },
        { question: '可以安排交通嗎？', answer: '可以，我們可包租由中環出發的渡輪及碼頭接駁旅遊巴。' },
        { question: '有最低人數要求嗎？', answer: '晚間包場最少40位賓客。' },
      ],
    ],
  },
  contact: [
    '聯絡我們',
    '有關預訂、學校團體及活動，歡迎聯絡峰躍探險樂園香港。',
    `<p>請致電 <a href="tel:+85255500100">+852 5550 0100</a>（上午10時至下午6時）或電郵至 <a href="mailto:${EMAIL}">${EMAIL}</a>。</p><p>籌辦活動？請在下方提交查詢，活動團隊會於一個工作天內回覆。</p>`,
  ],
  terms: ['條款及細則', '峰躍探險樂園香港預訂條款及細則。', termsZh('峰躍探險樂園香港', EMAIL)],
  privacy: ['私隱政策', '峰躍探險樂園香港如何收集及使用您的資料。', privacyZh(EMAIL)],
  articles: [
    {
      slug: 'summit-day-pass',
      title: '全新峰躍全日通登場',
      description: '一日暢玩三大招牌活動：高空滑索、樹頂歷險及巨型鞦韆。',
      publishedOn: '2026-04-18',
      author: '陳嘉欣',
      imageId: 'combo-pass',
      html: '<p>全新峰躍全日通結合三大招牌活動，價錢比分開預訂節省超過兩成。</p><p>預訂時選擇滑索時段，其餘活動可按自己步伐盡情享受。</p>',
    },
    {
      slug: 'summer-safety',
      title: '夏日清涼小貼士',
      description: '炎炎夏日，我們如何令樂園保持舒適安全。',
      publishedOn: '2026-06-30',
      author: '王俊傑',
      imageId: 'treetop-challenge',
      html: '<p>我們的路線都在樹蔭之下，每個平台均設有飲水站。天氣酷熱時，我們會加開早上8時的場次。</p><p>如天文台發出雷暴警告，場次會暫停，您可免費更改預訂。</p>',
    },
  ],
};
