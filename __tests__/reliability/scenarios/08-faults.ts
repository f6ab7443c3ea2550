import { databaseRestartFigures } from '../faults/database-restart';
import { mailOutageFigures } from '../faults/mail-outage';
import { providerTimeoutFigures } from '../faults/provider-timeout';
import { checkInvariants } from '../invariants';
import type { Scenario } from '../scenario';

/*
 * Scenario 8: faults. (a) PostgreSQL restarted under steady browsing and ordering; (b) SMTP down for a
 * minute; (c) a payment provider that stops answering after the visitor paid. Real faults, no seams:
 * the runner stops the database and the mail server, and delays the sandbox provider it serves.
 */
const scenario: Scenario = {
  id: 'faults',
  title: 'Faults: PostgreSQL restarted under load, SMTP down for a minute, a payment provider timing out',
  async run(stack) {
    const part = process.env.RELIABILITY_FAULTS ?? 'db,smtp,provider';
    return [
      ...(part.includes('db') ? await databaseRestartFigures(stack) : []),
      ...(part.includes('smtp') ? await mailOutageFigures(stack) : []),
      ...(part.includes('provider') ? await providerTimeoutFigures(stack) : []),
      ...(await checkInvariants(stack, 'faults')),
    ];
  },
};

export default scenario;
