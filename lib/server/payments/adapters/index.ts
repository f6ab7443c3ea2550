import type { GatewayType } from '../../platform/db/schema';
import type { PaymentAdapter } from '../types';
import { alipayAdapter } from './alipay';
import { blankAdapter } from './blank';
import { blankQrCodeAdapter } from './blank-qr-code';
import { dpsAdapter } from './dps';
import { externalAdapter } from './external';
import { mastercardAdapter } from './mastercard';
import { onlinePosAdapter } from './onlinepos';
import { rollerAdapter } from './roller';
import { wechatAdapter } from './wechat';

/** One adapter per gateway type (GATEWAY_TYPES), each behind the one PaymentAdapter interface. */
export const adapters: Partial<Record<GatewayType, PaymentAdapter>> = {
  Alipay: alipayAdapter,
  Blank: blankAdapter,
  BlankExternal: externalAdapter,
  BlankQRCode: blankQrCodeAdapter,
  DPS: dpsAdapter,
  MasterCardDirect: mastercardAdapter,
  OnlinePOS: onlinePosAdapter,
  Roller: rollerAdapter,
  Wechat: wechatAdapter,
};
