import { consumerFilter, retryDelayMs, supportsMultipleFilters } from './consumer-policy';

describe('retryDelayMs', () => {
  it('doubles from the base delay per delivery and stops at the cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 100, 1000))).toEqual([100, 200, 400, 800]);
    expect(retryDelayMs(5, 100, 1000)).toBe(1000);
    expect(retryDelayMs(500, 100, 1000)).toBe(1000);
  });
});

describe('supportsMultipleFilters', () => {
  it.each([
    ['2.9.10', false],
    ['2.10.0', true],
    ['2.11.3', true],
    ['3.0.0', true],
    [undefined, false],
  ])('server %s → %s', (version, expected) => {
    expect(supportsMultipleFilters(version)).toBe(expected);
  });
});

describe('consumerFilter', () => {
  const registered = 'evt.identity.user.registered.v1';
  const deleted = 'evt.identity.user.deleted.v1';

  it('uses a single filter for a single subject', () => {
    expect(consumerFilter([registered, registered], true)).toEqual({ filter_subject: registered });
  });

  it('lists every subject when the server allows several filters', () => {
    expect(consumerFilter([registered, deleted], true)).toEqual({ filter_subjects: [registered, deleted] });
  });

  it('narrows to the common prefix on servers that take one filter only', () => {
    expect(consumerFilter([registered, deleted], false)).toEqual({ filter_subject: 'evt.identity.user.>' });
    expect(consumerFilter([registered, 'evt.checkins.checkin.created.v1'], false)).toEqual({
      filter_subject: 'evt.>',
    });
  });

  it('refuses a consumer without events', () => {
    expect(() => consumerFilter([], true)).toThrow(/at least one event/);
  });
});
