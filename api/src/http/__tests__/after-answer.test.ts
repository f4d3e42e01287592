import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { afterAnswer } from '../after-answer';

describe('work after the answer', () => {
  test('later starts the work at once and does not wait for it; settled does', async () => {
    const { later, settled } = afterAnswer({ error: () => assert.fail('nothing failed') });
    let finish!: () => void;
    let started = false;
    let done = false;
    await later(async () => {
      started = true;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      done = true;
    });
    assert.equal(started, true, 'started before later resolved');
    assert.equal(done, false, 'later resolved while the work goes on');
    const waiting = settled();
    finish();
    await waiting;
    assert.equal(done, true);
  });

  test('a failure is logged, not thrown, and settled still resolves', async () => {
    const logged: string[] = [];
    const { later, settled } = afterAnswer({ error: (_details, message) => logged.push(message) });
    await later(async () => {
      throw new Error('the mail server is down');
    });
    await settled();
    assert.deepEqual(logged, ['work after the answer failed']);
  });

  test('settled waits for work started while it waits', async () => {
    const { later, settled } = afterAnswer({ error: () => assert.fail('nothing failed') });
    const finished: string[] = [];
    await later(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      finished.push('first');
      await later(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        finished.push('second');
      });
    });
    await settled();
    assert.deepEqual(finished, ['first', 'second']);
  });
});
