import { defineDurable, defineEvent } from '@crema/contracts/common/events';
import { z } from 'zod';
import { checkEventCoverage } from './event-handler';

const registered = defineEvent('evt.identity.user.registered.v1', z.object({ id: z.number() }));
const deleted = defineEvent('evt.identity.user.deleted.v1', z.object({ id: z.number() }));
const followed = defineEvent('evt.social.follow.created.v1', z.object({ id: z.number() }));
const users = defineDurable('test-users', [registered, deleted]);
const follows = defineDurable('test-follows', [followed]);

describe('event handler coverage at start-up', () => {
  it('passes when every consumed event has exactly one handler', () => {
    expect(() =>
      checkEventCoverage(
        [users, follows],
        [
          { name: 'UserEvents', durable: users },
          { name: 'FollowEvents', durable: follows },
        ],
      ),
    ).not.toThrow();
  });

  it('lets two durables take the same event for different purposes', () => {
    const cards = defineDurable('test-cards', [registered]);
    expect(() =>
      checkEventCoverage(
        [users, cards],
        [
          { name: 'UserEvents', durable: users },
          { name: 'Cards', durable: cards },
        ],
      ),
    ).not.toThrow();
  });

  it('names the durable no handler runs', () => {
    expect(() => checkEventCoverage([users, follows], [{ name: 'UserEvents', durable: users }])).toThrow(
      'No event handler runs the durable test-follows',
    );
  });

  it('names the durable two handlers run, and both of them', () => {
    expect(() =>
      checkEventCoverage(
        [users],
        [
          { name: 'UserEvents', durable: users },
          { name: 'Cards', durable: users },
        ],
      ),
    ).toThrow('The durable test-users has 2 handlers: UserEvents, Cards');
  });

  it('refuses a handler of a durable the service does not declare', () => {
    expect(() => checkEventCoverage([users], [{ name: 'FollowEvents', durable: follows }])).toThrow(
      'FollowEvents runs the durable test-follows, which this service does not declare in BUS_ACCESS',
    );
  });
});
