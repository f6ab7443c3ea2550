import type { Language } from '@/lib/domain/language';

/**
 * The words of the emails, per language. They live here rather than in locales/*.json because mail is
 * rendered on the server, outside any request's i18next instance, and a typed dictionary makes a missing
 * translation a compile error instead of an English fallback in a Chinese email. Terms match the site's
 * (門票, 附加項目, 升級, 樂園當地時間) so the email reads like the pages the visitor just used.
 */
export interface MailStrings {
  orderSubject(bookingId: string, parkName: string): string;
  /** Preview text that inboxes show beside the subject. */
  orderPreheader(bookingId: string): string;
  allBooked: string;
  greeting(firstName: string): string;
  orderIntro(parkName: string): string;
  bookingId: string;
  /** A start time labelled as the park's, so a visitor abroad does not convert it. */
  localTime(time: string, parkName: string): string;
  tickets: string;
  ticketIncludes(people: number): string;
  extras: string;
  upgrade: string;
  itemTotal: string;
  subtotal: string;
  discount: string;
  giftCard: string;
  cardFee: string;
  totalPaid: string;
  viewBooking: string;
  viewBookingText: string;
  yourTickets: string;
  ticketsIntro: string;
  ticketNumber(index: number, count: number): string;
  ticketCode: string;
  qrAlt(variationTitle: string, activityTitle: string): string;
  keepEmail: string;
  quantity(quantity: number, title: string): string;
  /** 'Label: value', with the language's own colon. */
  labelled(label: string, value: string): string;
  /** A parenthetical remark, with the language's own brackets. */
  aside(text: string): string;
}

export const MAIL_STRINGS: Record<Language, MailStrings> = {
  en: {
    orderSubject: (bookingId, parkName) => `Booking confirmed: ${bookingId} – ${parkName}`,
    orderPreheader: (bookingId) => `Booking ID ${bookingId}. Your tickets and QR codes are inside.`,
    allBooked: 'You’re all booked',
    greeting: (firstName) => `Hi ${firstName},`,
    orderIntro: (parkName) => `Thanks for booking with ${parkName}. Your booking is confirmed and paid. Your tickets are at the end of this email.`,
    bookingId: 'Booking ID',
    localTime: (time, parkName) => `${time} (local time at ${parkName})`,
    tickets: 'Tickets',
    ticketIncludes: (people) => `Each ticket includes ${people} people`,
    extras: 'Extras',
    upgrade: 'Upgrade',
    itemTotal: 'Item total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    giftCard: 'Gift card',
    cardFee: 'Card fee',
    totalPaid: 'Total paid',
    viewBooking: 'View your booking',
    viewBookingText: 'View your booking online',
    yourTickets: 'Your tickets',
    ticketsIntro: 'Show the QR code of each ticket when you arrive, on your phone or printed. Each ticket has its own code.',
    ticketNumber: (index, count) => `Ticket ${index} of ${count}`,
    ticketCode: 'Ticket code',
    qrAlt: (variationTitle, activityTitle) => `QR code: ${activityTitle}, ${variationTitle}`,
    keepEmail: 'Keep this email: it holds your tickets. Please quote your booking ID if you contact us.',
    quantity: (quantity, title) => `${quantity} × ${title}`,
    labelled: (label, value) => `${label}: ${value}`,
    aside: (text) => ` (${text})`,
  },
  'zh-Hant': {
    orderSubject: (bookingId, parkName) => `預訂確認：${bookingId} – ${parkName}`,
    orderPreheader: (bookingId) => `預訂編號 ${bookingId}。門票及二維碼附於郵件內。`,
    allBooked: '預訂成功！',
    greeting: (firstName) => `${firstName}，你好：`,
    orderIntro: (parkName) => `感謝你預訂${parkName}。你的預訂已確認並完成付款，門票附於本郵件末部。`,
    bookingId: '預訂編號',
    localTime: (time, parkName) => `${time}（${parkName}當地時間）`,
    tickets: '門票',
    ticketIncludes: (people) => `每張門票包括 ${people} 人`,
    extras: '附加項目',
    upgrade: '升級',
    itemTotal: '項目合計',
    subtotal: '小計',
    discount: '折扣',
    giftCard: '禮品卡',
    cardFee: '信用卡手續費',
    totalPaid: '付款總額',
    viewBooking: '查看你的預訂',
    viewBookingText: '在網上查看你的預訂',
    yourTickets: '你的門票',
    ticketsIntro: '抵達時請出示每張門票的二維碼，以手機顯示或列印均可。每張門票各有獨立編號。',
    ticketNumber: (index, count) => `第 ${index} 張，共 ${count} 張`,
    ticketCode: '門票編號',
    qrAlt: (variationTitle, activityTitle) => `二維碼：${activityTitle}，${variationTitle}`,
    keepEmail: '請保留此郵件，內含你的門票。聯絡我們時請提供預訂編號。',
    quantity: (quantity, title) => `${title} × ${quantity}`,
    labelled: (label, value) => `${label}：${value}`,
    aside: (text) => `（${text}）`,
  },
};
