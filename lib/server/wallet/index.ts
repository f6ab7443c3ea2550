/**
 * Wallet passes for tickets: Apple Wallet's .pkpass (passkit-generator) and Google Wallet's save link (a
 * JWT signed with jose), each carrying the ticket's QR code as the gate reads it, behind a ticket's own
 * signed link (lib/server/orders/wallet-pass-link.ts); and Apple's PassKit web service, through which an
 * installed pass follows its ticket through a move. The park names its certificates' and keys'
 * environment variables in Settings (lib/domain/wallet.ts).
 */
export { isWalletDownloadPath, walletDownloadEndpoint } from './downloads';
export { announcePassChanges, isWalletServicePath, walletServiceEndpoint } from './web-service';
export { appleCredentials, googleCredentials } from './credentials';
export { passAuthenticationToken } from './apple-pass';
export { googlePassClaims, GOOGLE_SAVE_URL } from './google-pass';
