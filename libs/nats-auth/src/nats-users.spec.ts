import type { BusAccess } from '@crema/contracts/bus/bus-access';
import { defineDurable } from '@crema/contracts/common/events';
import { natsUsersOf } from './nats-users';

const durable = defineDurable('alpha-things', []);
const declarations: Record<string, BusAccess | null> = {
  alpha: { answers: 'identity', consumes: [durable] },
  'alpha-worker': null,
  front: { calls: ['identity'] },
};

describe('natsUsersOf', () => {
  it('makes one user per deployable that connects, in the order of deploy/deployables.json', () => {
    expect(natsUsersOf(['front', 'alpha', 'alpha-worker'], declarations).map((user) => user.name)).toEqual([
      'front',
      'alpha',
    ]);
  });

  it('refuses a deployable whose bus access is not declared', () => {
    expect(() => natsUsersOf(['alpha', 'alpha-worker', 'front', 'beta'], declarations)).toThrow(
      /No BUS_ACCESS entry .* for beta/,
    );
  });

  it('refuses a declaration for a deployable that does not exist', () => {
    expect(() => natsUsersOf(['alpha', 'front'], declarations)).toThrow(/declares alpha-worker/);
  });

  it('refuses a durable consumer declared by two deployables', () => {
    const twice = { ...declarations, front: { consumes: [durable] } };
    expect(() => natsUsersOf(['alpha', 'alpha-worker', 'front'], twice)).toThrow(/alpha-things/);
  });
});
