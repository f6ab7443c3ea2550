import type { Database } from '../lib/server/platform/db/client';
import { addStaff, existingStaffEmails, type NewStaff } from '../lib/server/staff';

/**
 * The demo's staff (issue #22), one per role: sign in as any of them with
 * `npm run staff -- link owner@summit-rush.test` (README). The owner acts for every park; the manager
 * and the gate for Queenstown only, so the demo shows a park boundary too.
 */
export const demoStaff: NewStaff[] = [
  { email: 'owner@summit-rush.test', displayName: 'Olivia Owner', role: 'owner', parks: ['queenstown', 'hong-kong', 'gold-coast', 'rotorua'], language: 'en' },
  { email: 'manager@summit-rush.test', displayName: 'Manu Manager', role: 'manager', parks: ['queenstown'], language: 'en' },
  { email: 'gate@summit-rush.test', displayName: 'Gita Gate', role: 'gate', parks: ['queenstown'], language: 'en' },
];

/** Adds whichever demo staff account is missing (audited as the demo's doing); says how many it added. */
export async function seedDemoStaff(db: Database): Promise<number> {
  const existing = new Set(await existingStaffEmails(demoStaff.map((member) => member.email), db));
  let added = 0;
  for (const member of demoStaff.filter((candidate) => !existing.has(candidate.email))) {
    const result = await addStaff(member, { label: 'demo' }, db);
    // Two launchers starting at once: the other one added it first.
    if (result.ok) added += 1;
    else if (result.code !== 'emailTaken') throw new Error(`Seeding the demo's staff failed: ${result.code}`);
  }
  return added;
}
