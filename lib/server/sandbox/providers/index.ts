import type { SandboxRoute } from '../http';
import { dpsSandbox } from './dps';
import { externalSandbox } from './external';
import { onlinePosSandbox } from './onlinepos';
import { rollerSandbox } from './roller';

/** Each provider's sandbox, by the first path segment after the sandbox's base URL. */
export const sandboxProviders: Record<string, SandboxRoute> = {
  dps: dpsSandbox,
  external: externalSandbox,
  onlinepos: onlinePosSandbox,
  roller: rollerSandbox,
};
