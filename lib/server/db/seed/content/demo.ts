import { demoParkActivities } from './activities-parks';
import { rotoruaActivities } from './activities-rotorua';
import { hongKongChineseCopy, hongKongCopy } from './copy-hk';
import { goldCoastCopy } from './copy-au';
import { queenstownCopy } from './copy-nz';
import { rotoruaCopy } from './copy-rotorua';
import { globalPages } from './global-pages';
import { parkPages } from './park-pages';
import type { SeedActivity, SeedPage } from './types';

/** The demo operator's catalogue and pages, keyed by locale id. */
export const demoActivities: SeedActivity[] = [...demoParkActivities, ...rotoruaActivities];

export const demoPages: Record<string, SeedPage[]> = {
  global: globalPages,
  nz: parkPages(queenstownCopy),
  hk: parkPages(hongKongCopy),
  'zh-hk': parkPages(hongKongChineseCopy),
  au: parkPages(goldCoastCopy),
  rotorua: parkPages(rotoruaCopy),
};
