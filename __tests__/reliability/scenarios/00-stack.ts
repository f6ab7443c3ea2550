import type { Scenario } from '../scenario';

/** The stack itself: every instance answers healthy on the shared database. */
const scenario: Scenario = {
  id: 'stack',
  title: 'Every app instance is up on one database',
  async run(stack) {
    const healthy = await Promise.all(
      stack.apps.map(async (base) => {
        const response = await fetch(`${base}/api/health`, { headers: { host: stack.hostFor('nz') } });
        const body = (await response.json()) as { database?: string };
        return response.ok && body.database === 'ok';
      }),
    );
    const count = healthy.filter(Boolean).length;
    return [{ key: 'stack.healthyInstances', label: 'Instances healthy on the shared database', value: count, target: `= ${stack.apps.length}`, pass: count === stack.apps.length }];
  },
};

export default scenario;
