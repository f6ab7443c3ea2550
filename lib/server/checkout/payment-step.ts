import QRCode from 'qrcode';
import type { PaymentStep } from '@/graphql/generated/resolvers';
import type { BrowserAction } from '../payments';

/**
 * The browser's next step, one member of the union PaymentStep per kind of action, with QR codes drawn
 * here so the browser needs no QR library. The member is named by __typename (graphql-tools' default
 * resolveType reads it), required here though the generated type leaves it optional.
 */
export async function paymentStep(action: BrowserAction | null): Promise<(PaymentStep & { __typename: string }) | null> {
  if (!action || action.kind === 'none') return null;
  switch (action.kind) {
    case 'redirect':
      return { __typename: 'PaymentRedirect', url: action.url };
    case 'hostedFields':
      return { __typename: 'PaymentHostedFields', sessionId: action.sessionId, scriptUrl: action.scriptUrl };
    case 'embedded':
      return { __typename: 'PaymentEmbedded', url: action.url };
    case 'qr':
      return {
        __typename: 'PaymentQr',
        qrContent: action.content,
        qrSvg: await QRCode.toString(action.content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        expiresAt: action.expiresAt,
      };
  }
}
