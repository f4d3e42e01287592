import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hasSqlState, isDatabaseUnavailable, isPoolBusy, isUniqueViolation } from '../errors';
import { DatabaseUnavailableError } from '../guarded-pool';

/** An error as node-postgres makes one, wrapped the way drizzle wraps it. */
function driverError(message: string, fields: Record<string, string> = {}) {
  const cause = Object.assign(new Error(message), fields);
  return new Error(`Failed query: select 1\nparams: `, { cause });
}

describe('database error classification', () => {
  test('a database that cannot be reached is told apart, however the driver says it', () => {
    const away = [
      driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      driverError('read ECONNRESET', { code: 'ECONNRESET' }),
      driverError('getaddrinfo ENOTFOUND db.internal', { code: 'ENOTFOUND' }),
      driverError('terminating connection due to administrator command', { code: '57P01' }),
      driverError('the database system is starting up', { code: '57P03' }),
      driverError('the database system is shutting down', { code: '57P03' }),
      driverError('connection failure', { code: '08006' }),
      driverError('sorry, too many clients already', { code: '53300' }),
      driverError('Connection terminated unexpectedly'),
      driverError('Connection terminated due to connection timeout'),
      driverError('Connection terminated'),
      driverError('timeout exceeded when trying to connect'),
      driverError('Client has encountered a connection error and is not queryable'),
      new Error('Failed query', { cause: new DatabaseUnavailableError(new Error('connect ECONNREFUSED')) }),
    ];
    for (const err of away) assert.equal(isDatabaseUnavailable(err), true, String(err.cause));
  });

  test("a statement's own error, or any other, is not the database being away", () => {
    const others: unknown[] = [
      driverError('duplicate key value violates unique constraint "users_email_key"', { code: '23505' }),
      driverError('relation "nothing" does not exist', { code: '42P01' }),
      driverError('canceling statement due to statement timeout', { code: '57014' }),
      driverError('password authentication failed for user "shop"', { code: '28P01' }),
      new Error('The connection to the payment gateway was terminated'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      undefined,
      null,
      'Connection terminated',
    ];
    for (const err of others) assert.equal(isDatabaseUnavailable(err), false, String(err));
  });

  test('only a wait for a free connection is the pool being busy', () => {
    assert.equal(isPoolBusy(driverError('timeout exceeded when trying to connect')), true);
    assert.equal(isPoolBusy(driverError('Connection terminated due to connection timeout')), false);
    assert.equal(isPoolBusy(driverError('connect ECONNREFUSED', { code: 'ECONNREFUSED' })), false);
  });

  test('SQLSTATEs and unique violations are found through the wrapping', () => {
    const missing = driverError('relation "drizzle.__drizzle_migrations" does not exist', { code: '42P01' });
    assert.equal(hasSqlState(missing, '42P01'), true);
    assert.equal(hasSqlState(missing, '23505'), false);
    const taken = driverError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      constraint: 'users_email_key',
    });
    assert.equal(isUniqueViolation(taken, 'users_email_key'), true);
    assert.equal(isUniqueViolation(taken, 'users_phone_key'), false);
  });
});
