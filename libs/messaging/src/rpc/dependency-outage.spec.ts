import { isDependencyOutage } from './dependency-outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'PostgreSQL shutting down under a query',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['PostgreSQL still starting', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['pg losing its socket', new Error('Connection terminated unexpectedly')],
    ['a pooled pg client already ended', new Error('Client was closed and is not queryable')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'Redis given up on',
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    [
      "TypeORM's wrapper of a driver error",
      Object.assign(new Error('Query failed'), { driverError: withCode('terminating connection', '57P01') }),
    ],
    [
      'a cause two levels down',
      new Error('outer', { cause: new Error('inner', { cause: withCode('reset', 'ECONNRESET') }) }),
    ],
  ])('recognises %s', (_, error) => {
    expect(isDependencyOutage(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['not an error at all', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });
});
