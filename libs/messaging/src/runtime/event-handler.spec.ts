import { defineEvent } from '@crema/contracts/common/events';
import { z } from 'zod';
import { checkEventCoverage } from './event-handler';

const registered = defineEvent('evt.identity.user.registered.v1', z.object({ id: z.number() }));
const deleted = defineEvent('evt.identity.user.deleted.v1', z.object({ id: z.number() }));
const followed = defineEvent('evt.social.follow.created.v1', z.object({ id: z.number() }));

describe('event handler coverage at start-up', () => {
  it('passes when every consumed event has exactly one handler', () => {
    expect(() =>
      checkEventCoverage(
        [registered, deleted, followed],
        [
          { name: 'UserEvents', events: [registered, deleted] },
          { name: 'FollowEvents', events: [followed] },
        ],
      ),
    ).not.toThrow();
  });

  it('names the event that has no handler', () => {
    expect(() =>
      checkEventCoverage([registered, deleted], [{ name: 'UserEvents', events: [registered] }]),
    ).toThrow('No event handler for evt.identity.user.deleted.v1');
  });

  it('names the event that has two handlers, and both of them', () => {
    expect(() =>
      checkEventCoverage(
        [registered],
        [
          { name: 'UserEvents', events: [registered] },
          { name: 'Cards', events: [registered] },
        ],
      ),
    ).toThrow('evt.identity.user.registered.v1 has 2 handlers: UserEvents, Cards');
  });

  it('refuses a handler of an event the service does not declare', () => {
    expect(() => checkEventCoverage([], [{ name: 'FollowEvents', events: [followed] }])).toThrow(
      'FollowEvents handles evt.social.follow.created.v1, which this service does not consume',
    );
  });
});
