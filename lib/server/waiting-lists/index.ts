/**
 * Waiting lists: visitors line up for a sold-out session; places that come back are held for
 * the first in line for 30 minutes, offered by email, and put in their cart from the link; then the next.
 * A join is confirmed through an emailed link before it is ever offered, and capped per mailbox and per
 * client address; an offer's places count against its joiner's budgets, as their carts' and reservations' do.
 */
export { claimOffer, confirmWaitingListEntry, findOffer, joinWaitingList, offerFreedPlaces, sessionWaitingList, waitingCounts } from './waiting-list-service';
export type { ClaimResult, ConfirmResult, JoinResult, Offer, OfferView, WaitingListEntryView } from './waiting-list-service';
