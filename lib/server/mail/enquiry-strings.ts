import type { BookingType, FunctionType } from '@/lib/domain/enquiry';
import type { Language } from '@/lib/domain/language';

/**
 * The words of the two venue-hire enquiry emails, per language, typed as strings.ts is (a missing
 * translation is a compile error). Choice labels match the form's (locales/<lng>/common.json, enquiry).
 */
export interface EnquiryMailStrings {
  functionTypes: Record<FunctionType, string>;
  bookingTypes: Record<BookingType, string>;
  name: string;
  email: string;
  mobilePhone: string;
  functionType: string;
  bookingType: string;
  guests: string;
  preferredDate: string;
  message: string;
  noMessage: string;
  received: string;
  /** 'Label: value', with the language's own colon. */
  labelled(label: string, value: string): string;

  // ---- to the park's events team
  notificationSubject(functionType: string, guests: number, date: string, name: string): string;
  notificationHeading: string;
  notificationIntro(siteUrl: string): string;
  replyHint(name: string): string;
  /** The display name of the venue-hire inbox. */
  inboxName(parkName: string): string;

  // ---- to the visitor
  acknowledgementSubject(parkName: string): string;
  acknowledgementHeading: string;
  greeting(name: string): string;
  /** SPEC §8's success message, as the email says it. */
  acknowledgementIntro: string;
  signOff(parkName: string): string;
  yourEnquiry: string;
  notYou: string;
}

export const ENQUIRY_MAIL_STRINGS: Record<Language, EnquiryMailStrings> = {
  en: {
    functionTypes: { WEDDING: 'Wedding', PARTY: 'Party', CONVENTION: 'Convention', OTHER: 'Other' },
    bookingTypes: { DAY_TRADE: 'Day Trade (business hours)', EXCLUSIVE: 'Exclusive (including after hours)' },
    name: 'Name',
    email: 'Email',
    mobilePhone: 'Mobile phone',
    functionType: 'Function type',
    bookingType: 'Booking type',
    guests: 'Number of guests',
    preferredDate: 'Preferred date',
    message: 'Message',
    noMessage: '(no message)',
    received: 'Received',
    labelled: (label, value) => `${label}: ${value}`,
    notificationSubject: (functionType, guests, date, name) => `Venue hire enquiry: ${functionType}, ${guests} guests, ${date} – ${name}`,
    notificationHeading: 'New venue hire enquiry',
    notificationIntro: (siteUrl) => `Sent with the enquiry form on ${siteUrl}.`,
    replyHint: (name) => `Reply to this email to answer ${name} directly.`,
    inboxName: (parkName) => `${parkName} events`,
    acknowledgementSubject: (parkName) => `We have received your enquiry – ${parkName}`,
    acknowledgementHeading: 'Thanks for your enquiry',
    greeting: (name) => `Hi ${name},`,
    acknowledgementIntro: 'We have received your message and will get back to you shortly.',
    signOff: (parkName) => `The ${parkName} events team`,
    yourEnquiry: 'Your enquiry',
    notYou: 'Did not send this enquiry? Someone may have typed your address by mistake: you can ignore this email.',
  },
  'zh-Hant': {
    functionTypes: { WEDDING: '婚禮', PARTY: '派對', CONVENTION: '會議', OTHER: '其他' },
    bookingTypes: { DAY_TRADE: '日間租用（營業時間內）', EXCLUSIVE: '全場包場（包括營業時間後）' },
    name: '姓名',
    email: '電郵',
    mobilePhone: '手機號碼',
    functionType: '活動類型',
    bookingType: '租用類型',
    guests: '賓客人數',
    preferredDate: '首選日期',
    message: '訊息',
    noMessage: '（沒有訊息）',
    received: '收到時間',
    labelled: (label, value) => `${label}：${value}`,
    notificationSubject: (functionType, guests, date, name) => `場地租用查詢：${functionType}，${guests} 位賓客，${date} – ${name}`,
    notificationHeading: '新的場地租用查詢',
    notificationIntro: (siteUrl) => `經 ${siteUrl} 的查詢表格發出。`,
    replyHint: (name) => `直接回覆此郵件即可回答${name}。`,
    inboxName: (parkName) => `${parkName} 活動團隊`,
    acknowledgementSubject: (parkName) => `我們已收到您的查詢 – ${parkName}`,
    acknowledgementHeading: '感謝您的查詢',
    greeting: (name) => `${name}，您好：`,
    acknowledgementIntro: '我們已收到您的訊息，並會盡快回覆。',
    signOff: (parkName) => `${parkName}活動團隊`,
    yourEnquiry: '您的查詢',
    notYou: '沒有提交此查詢？可能有人誤填了您的電郵地址，您可以忽略此郵件。',
  },
};
