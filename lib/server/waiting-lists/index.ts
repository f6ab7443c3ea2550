/**
 * Waiting lists (issue #24): visitors line up for a sold-out session; places that come back are held for
 * the first in line for 30 minutes, offered by email, and put in their cart from the link; then the next.
 */
export { claimOffer, findOffer, joinWaitingList, offerFreedPlaces, sessionWaitingList, waitingCounts } from './waiting-list-service';
export type { ClaimResult, JoinResult, Offer, OfferView, WaitingListEntryView } from './waiting-list-service';
