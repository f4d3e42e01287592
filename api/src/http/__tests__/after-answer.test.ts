import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { afterAnswer } from '../after-answer';

const quiet = { warn: () => assert.fail('nothing failed'), error: () => assert.fail('nothing failed') };

describe('work after the answer', () => {
  test('later starts the work at once and does not wait for it; settled does', async () => {
    const { later, settled } = afterAnswer(quiet);
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
    const { later, settled } = afterAnswer({
      warn: () => assert.fail('an error, not a warning'),
      error: (_details, message) => logged.push(message),
    });
    await later(async () => {
      throw new Error('the mail server is down');
    });
    await settled();
    assert.deepEqual(logged, ['work after the answer failed']);
  });

  test('a failure for want of the database is a warning: the pool logs the outage itself', async () => {
    const warned: string[] = [];
    const { later, settled } = afterAnswer({
      warn: (_details, message) => warned.push(message),
      error: () => assert.fail('a warning, not an error'),
    });
    await later(async () => {
      throw Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    });
    await settled();
    assert.deepEqual(warned, ['work after the answer failed']);
  });

  test('settled waits for work started while it waits', async () => {
    const { later, settled } = afterAnswer(quiet);
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
