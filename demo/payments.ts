import type { giftCards, paymentGateways, promoCodes } from '../lib/server/platform/db/schema';
import { sandboxSettings } from './sandbox-gateways';

type NewGateway = typeof paymentGateways.$inferInsert;
type NewPromo = typeof promoCodes.$inferInsert;
type NewGiftCard = typeof giftCards.$inferInsert;

const card = { en: { title: 'Credit or debit card', description: 'Visa or Mastercard. Your card details go straight to our payment provider.' }, 'zh-Hant': { title: '信用卡或扣賬卡', description: 'Visa 或 Mastercard。您的卡資料直接交予我們的付款服務商。' } };

/**
 * The demo operator's payment methods: every gateway type is offered somewhere, all talking to the
 * payment sandbox at `sandboxUrl` with its test account (demo/sandbox-gateways.ts); the settings here
 * are each park's own account ids. A real operator sets baseUrl, ids and the env var of each secret.
 * Rotorua books through ROLLER's progressive checkout, so its methods show only if that is turned off;
 * Queenstown offers every card and redirect shape so each can be tried on one site.
 */
export const demoGateways = (sandboxUrl: string): NewGateway[] =>
  DEMO_GATEWAYS.map((gateway) => ({ ...gateway, settings: sandboxSettings(sandboxUrl, gateway.type, gateway.settings) }));

const DEMO_GATEWAYS: NewGateway[] = [
  { id: 'nz-card', localeId: 'nz', type: 'MasterCardDirect', texts: card, cardFeeBasisPoints: 200, settings: { merchantId: 'SUMMITNZ' }, sortOrder: 0 },
  {
    id: 'nz-windcave',
    localeId: 'nz',
    type: 'DPS',
    texts: { en: { title: 'Windcave', description: 'Pay on Windcave’s secure page, then come back here.' } },
    cardFeeBasisPoints: 200,
    settings: { username: 'SummitRushNZ' },
    sortOrder: 1,
  },
  {
    id: 'nz-bank',
    localeId: 'nz',
    type: 'BlankExternal',
    texts: { en: { title: 'Online bank transfer', description: 'Pay from your bank on its own page, then come back here.' } },
    sortOrder: 2,
  },
  {
    id: 'nz-roller',
    localeId: 'nz',
    type: 'Roller',
    texts: { en: { title: 'Card with ROLLER', description: 'Pay by card in ROLLER’s secure payment form.' } },
    cardFeeBasisPoints: 150,
    settings: { clientId: 'summitrush-queenstown' },
    sortOrder: 3,
  },
  {
    id: 'nz-arrival',
    localeId: 'nz',
    type: 'Blank',
    texts: { en: { title: 'Pay on arrival', description: 'Pay at reception on the day. Confirm the reservation from your email within 30 minutes to keep your places.' } },
    sortOrder: 4,
  },
  ...['hk', 'zh-hk'].flatMap((localeId): NewGateway[] => [
    { id: `${localeId}-card`, localeId, type: 'MasterCardDirect', texts: card, cardFeeBasisPoints: 250, settings: { merchantId: 'SUMMITHK' }, sortOrder: 0 },
    {
      id: `${localeId}-wechat`,
      localeId,
      type: 'Wechat',
      texts: { en: { title: 'WeChat Pay', description: 'Scan the QR code with WeChat.' }, 'zh-Hant': { title: '微信支付', description: '用微信掃描二維碼付款。' } },
      settings: { merchantId: '1900000109', appId: 'wxd678efh567hg6787' },
      sortOrder: 1,
    },
    {
      id: `${localeId}-alipay`,
      localeId,
      type: 'Alipay',
      texts: { en: { title: 'Alipay', description: 'Scan the QR code with Alipay or AlipayHK.' }, 'zh-Hant': { title: '支付寶', description: '用支付寶或 AlipayHK 掃描二維碼付款。' } },
      settings: { clientId: 'SANDBOX_5YBZ1V2Y' },
      sortOrder: 2,
    },
    {
      id: `${localeId}-onlinepos`,
      localeId,
      type: 'OnlinePOS',
      texts: { en: { title: 'PayMe and other methods', description: 'Choose PayMe, Octopus or a card on OnlinePOS’s page.' }, 'zh-Hant': { title: 'PayMe 及其他方式', description: '在 OnlinePOS 頁面選擇 PayMe、八達通或信用卡。' } },
      sortOrder: 3,
    },
    {
      id: `${localeId}-fps`,
      localeId,
      type: 'BlankQRCode',
      texts: { en: { title: 'FPS QR code', description: 'Scan with your banking app.' }, 'zh-Hant': { title: '轉數快二維碼', description: '用銀行應用程式掃描付款。' } },
      sortOrder: 4,
    },
  ]),
  { id: 'rotorua-roller', localeId: 'rotorua', type: 'Roller', texts: card, cardFeeBasisPoints: 150, settings: { clientId: 'summitrush-rotorua' }, sortOrder: 0 },
  {
    id: 'rotorua-qr',
    localeId: 'rotorua',
    type: 'BlankQRCode',
    texts: { en: { title: 'Pay by QR code', description: 'Scan with your banking app.' } },
    sortOrder: 1,
  },
  {
    id: 'rotorua-arrival',
    localeId: 'rotorua',
    type: 'Blank',
    texts: { en: { title: 'Pay on arrival', description: 'Pay at reception on the day. Confirm the reservation from your email within 30 minutes to keep your places.' } },
    sortOrder: 2,
  },
];

/** Demo promo codes: a percentage, a fixed amount on one activity, and limits an operator would set. */
export const demoPromoCodes: NewPromo[] = ['queenstown', 'hong-kong', 'rotorua'].flatMap((parkId): NewPromo[] => [
  { parkId, code: 'SUMMER10', kind: 'percent', value: 10 },
  { parkId, code: 'FREEPASS', kind: 'percent', value: 100, maxUses: 1000 },
  { parkId, code: 'EXPIRED', kind: 'percent', value: 50, validUntil: new Date('2024-01-01T00:00:00Z') },
]);

/** A demo gift card per park, with its opening credit in the ledger (see seed/index.ts). */
export const demoGiftCards: (NewGiftCard & { value: number })[] = [
  { parkId: 'queenstown', code: 'GIFTDEMO50NZ', currency: 'NZD', value: 5000 },
  { parkId: 'hong-kong', code: 'GIFTDEMO300HK', currency: 'HKD', value: 30000 },
];
