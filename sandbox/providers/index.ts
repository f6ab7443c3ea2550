import type { SandboxRoute } from '../http';
import { dpsSandbox } from './dps';
import { externalSandbox } from './external';
import { mastercardSandbox } from './mastercard';
import { onlinePosSandbox } from './onlinepos';
import { alipaySandbox } from './alipay';
import { qrSandbox } from './qr';
import { rollerSandbox } from './roller';
import { wechatSandbox } from './wechat';

/** Each provider's sandbox, by the first path segment after the sandbox's base URL. */
export const sandboxProviders: Record<string, SandboxRoute> = {
  dps: dpsSandbox,
  external: externalSandbox,
  mastercard: mastercardSandbox,
  onlinepos: onlinePosSandbox,
  alipay: alipaySandbox,
  qr: qrSandbox,
  roller: rollerSandbox,
  wechat: wechatSandbox,
};
