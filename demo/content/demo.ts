import { demoActivities } from './catalogue';
import { hongKongChineseCopy, hongKongCopy } from './copy-hk';
import { goldCoastCopy } from './copy-au';
import { queenstownCopy } from './copy-nz';
import { rotoruaCopy } from './copy-rotorua';
import { globalPages } from './global-pages';
import { parkPages } from './park-pages';
import type { SeedPage } from './types';

export { demoActivities };

/** The demo operator's pages, keyed by locale id. */
export const demoPages: Record<string, SeedPage[]> = {
  global: globalPages,
  nz: parkPages(queenstownCopy),
  hk: parkPages(hongKongCopy),
  'zh-hk': parkPages(hongKongChineseCopy),
  au: parkPages(goldCoastCopy),
  rotorua: parkPages(rotoruaCopy),
};
