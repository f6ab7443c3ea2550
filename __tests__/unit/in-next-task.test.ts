import { describe, expect, it } from 'vitest';
import { inNextTask } from '@/lib/client/in-next-task';

describe('inNextTask (lib/client/in-next-task.ts)', () => {
  it('delivers the value after the current task’s microtasks, in a later task', async () => {
    const order: string[] = [];
    const delivered = inNextTask('part').then((value) => order.push(`delivered ${value}`));
    // Everything queued as a microtask of this task runs first, however deep the chain.
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('microtasks done'));
    await delivered;
    expect(order).toEqual(['microtasks done', 'delivered part']);
  });
});
