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
  /** The intro of a booking paid at the desk (pay on arrival): confirmed, but nothing collected yet. */
  orderIntroDueOnArrival(parkName: string, amount: string): string;
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
  totalDueOnArrival: string;
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
  /** Items of a list, with the language's own separator. */
  list(items: string[]): string;
  /** A day and a time on one line. */
  dateAndTime(date: string, time: string): string;

  // ---- gift cards: the recipient's voucher (gift-card.ts)
  giftSubject(senderName: string, parkName: string): string;
  giftPreheader(value: string, senderName: string): string;
  giftHeading: string;
  giftIntro(senderName: string, parkName: string): string;
  /** The voucher's own title, above the park's name. */
  giftVoucher: string;
  /** On the voucher, under its value. */
  giftTo(recipientName: string): string;
  giftFrom(senderName: string): string;
  giftCode: string;
  giftMessageFrom(senderFirstName: string): string;
  giftHowTo: string;
  /** `site` is replaced by the site's address, a link in HTML. */
  giftRedeem(site: string): string;
  giftBalance: string;
  giftBook: string;
  giftKeepEmail: string;

  // ---- gift cards: the sender's receipt
  giftReceiptSubject(bookingId: string, parkName: string): string;
  giftReceiptPreheader(value: string, recipientName: string): string;
  giftReceiptHeading: string;
  giftReceiptIntro(parkName: string, recipientName: string): string;
  purchaseReference: string;
  giftValue: string;
  sentTo: string;
  yourMessage: string;
  /** Why the receipt has no code. */
  giftCodeNotHere(recipientName: string): string;
  viewPurchase: string;
  viewPurchaseText: string;
  giftReceiptKeep: string;
}

export const MAIL_STRINGS: Record<Language, MailStrings> = {
  en: {
    orderSubject: (bookingId, parkName) => `Booking confirmed: ${bookingId} – ${parkName}`,
    orderPreheader: (bookingId) => `Booking ID ${bookingId}. Your tickets and QR codes are inside.`,
    allBooked: 'You’re all booked',
    greeting: (firstName) => `Hi ${firstName},`,
    orderIntro: (parkName) => `Thanks for booking with ${parkName}. Your booking is confirmed and paid. Your tickets are at the end of this email.`,
    orderIntroDueOnArrival: (parkName, amount) =>
      `Thanks for booking with ${parkName}. Your booking is confirmed: please pay ${amount} at the desk when you arrive. Your tickets are at the end of this email.`,
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
    totalDueOnArrival: 'To pay on arrival',
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
    list: (items) => items.join(', '),
    dateAndTime: (date, time) => `${date}, ${time}`,

    giftSubject: (senderName, parkName) => `${senderName} sent you a ${parkName} gift voucher`,
    giftPreheader: (value, senderName) => `A ${value} gift voucher from ${senderName}. Your code is inside.`,
    giftHeading: 'You’ve received a gift voucher',
    giftIntro: (senderName, parkName) => `${senderName} has sent you a gift voucher for ${parkName}.`,
    giftVoucher: 'Gift voucher',
    giftTo: (recipientName) => `To ${recipientName}`,
    giftFrom: (senderName) => `From ${senderName}`,
    giftCode: 'Gift card code',
    giftMessageFrom: (senderFirstName) => `A message from ${senderFirstName}`,
    giftHowTo: 'How to use it',
    giftRedeem: (site) => `Enter the code as a voucher code at checkout on ${site}.`,
    giftBalance: 'You don’t have to spend it all at once: whatever you don’t use stays on the voucher, so the balance can be spent over several bookings.',
    giftBook: 'Book now',
    giftKeepEmail: 'Keep this email: the code is your voucher, and anyone who has it can use it.',

    giftReceiptSubject: (bookingId, parkName) => `Gift voucher receipt: ${bookingId} – ${parkName}`,
    giftReceiptPreheader: (value, recipientName) => `Your ${value} gift voucher for ${recipientName} is on its way.`,
    giftReceiptHeading: 'Thanks for your gift',
    giftReceiptIntro: (parkName, recipientName) => `Your gift voucher for ${parkName} is paid, and we’ve emailed it to ${recipientName}.`,
    purchaseReference: 'Purchase reference',
    giftValue: 'Voucher value',
    sentTo: 'Sent to',
    yourMessage: 'Your message',
    giftCodeNotHere: (recipientName) => `The voucher’s code is not in this receipt: we emailed it to ${recipientName} only, as the voucher is theirs.`,
    viewPurchase: 'View your purchase',
    viewPurchaseText: 'View your purchase online',
    giftReceiptKeep: 'Please quote your purchase reference if you contact us.',
  },
  'zh-Hant': {
    orderSubject: (bookingId, parkName) => `預訂確認：${bookingId} – ${parkName}`,
    orderPreheader: (bookingId) => `預訂編號 ${bookingId}。門票及二維碼附於郵件內。`,
    allBooked: '預訂成功！',
    greeting: (firstName) => `${firstName}，您好：`,
    orderIntro: (parkName) => `感謝您預訂${parkName}。您的預訂已確認並完成付款，門票附於本郵件末部。`,
    orderIntroDueOnArrival: (parkName, amount) => `感謝您預訂${parkName}。您的預訂已確認，請於抵達時在服務台支付 ${amount}。門票附於本郵件末部。`,
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
    totalDueOnArrival: '抵達時應付金額',
    viewBooking: '查看您的預訂',
    viewBookingText: '在網上查看您的預訂',
    yourTickets: '您的門票',
    ticketsIntro: '抵達時請出示每張門票的二維碼，以手機顯示或列印均可。每張門票各有獨立編號。',
    ticketNumber: (index, count) => `第 ${index} 張，共 ${count} 張`,
    ticketCode: '門票編號',
    qrAlt: (variationTitle, activityTitle) => `二維碼：${activityTitle}，${variationTitle}`,
    keepEmail: '請保留此郵件，內含您的門票。聯絡我們時請提供預訂編號。',
    quantity: (quantity, title) => `${title} × ${quantity}`,
    labelled: (label, value) => `${label}：${value}`,
    aside: (text) => `（${text}）`,
    list: (items) => items.join('、'),
    dateAndTime: (date, time) => `${date} ${time}`,

    giftSubject: (senderName, parkName) => `${senderName}送您一張${parkName}禮券`,
    giftPreheader: (value, senderName) => `${senderName}送您一張 ${value} 禮券，禮品卡編號附於郵件內。`,
    giftHeading: '您收到一張禮券！',
    giftIntro: (senderName, parkName) => `${senderName}送您一張${parkName}禮券。`,
    giftVoucher: '禮券',
    giftTo: (recipientName) => `致 ${recipientName}`,
    giftFrom: (senderName) => `來自 ${senderName}`,
    giftCode: '禮品卡編號',
    giftMessageFrom: (senderFirstName) => `${senderFirstName}的留言`,
    giftHowTo: '使用方法',
    giftRedeem: (site) => `在 ${site} 結帳時，於「禮券或優惠碼」欄輸入此編號即可。`,
    giftBalance: '禮券毋須一次用完：未用的餘額會保留在禮券內，可分多次預訂使用。',
    giftBook: '立即預訂',
    giftKeepEmail: '請保留此郵件：禮品卡編號就是您的禮券，任何人持有編號均可使用。',

    giftReceiptSubject: (bookingId, parkName) => `禮券收據：${bookingId} – ${parkName}`,
    giftReceiptPreheader: (value, recipientName) => `您送給${recipientName}的 ${value} 禮券已經寄出。`,
    giftReceiptHeading: '多謝您的禮物！',
    giftReceiptIntro: (parkName, recipientName) => `您購買的${parkName}禮券已完成付款，並已電郵給${recipientName}。`,
    purchaseReference: '購買編號',
    giftValue: '禮券面值',
    sentTo: '收件人',
    yourMessage: '您的留言',
    giftCodeNotHere: (recipientName) => `禮券屬於收禮人，因此本收據不會顯示禮品卡編號；編號只會電郵給${recipientName}。`,
    viewPurchase: '查看您的購買記錄',
    viewPurchaseText: '在網上查看您的購買記錄',
    giftReceiptKeep: '聯絡我們時請提供購買編號。',
  },
};
