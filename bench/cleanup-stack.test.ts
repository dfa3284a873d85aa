import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CleanupStack } from './cleanup-stack';

describe('CleanupStack', () => {
  it('undoes in reverse order, once, and carries on past a failing task', async () => {
    const done: string[] = [];
    const logged: string[] = [];
    const stack = new CleanupStack((message) => logged.push(message));
    stack.add({ label: 'remove the folder', run: () => Promise.resolve(void done.push('folder')) });
    stack.add({ label: 'drop the database', run: () => Promise.reject(new Error('gone')) });
    stack.add({ label: 'stop the server', run: () => Promise.resolve(void done.push('server')) });
    await stack.runAll();
    await stack.runAll();
    stack.runNow();
    assert.deepEqual(done, ['server', 'folder']);
    assert.deepEqual(logged, ['could not drop the database: gone']);
  });

  it('hurries the task in progress and reports what has no synchronous way', async () => {
    const done: string[] = [];
    const logged: string[] = [];
    const stack = new CleanupStack((message) => logged.push(message));
    let finishStop = () => {};
    stack.add({ label: 'drop the database', run: () => Promise.resolve() });
    stack.add({
      label: 'stop the server',
      run: () => new Promise<void>((resolve) => (finishStop = resolve)),
      now: () => done.push('killed'),
    });
    const running = stack.runAll();
    await Promise.resolve();
    stack.runNow();
    finishStop();
    await running;
    assert.deepEqual(done, ['killed']);
    assert.deepEqual(logged, ['left undone: drop the database']);
  });
});
