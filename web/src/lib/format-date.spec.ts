import { relativeDate } from './format-date';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeDate', () => {
  it.each([
    [10, 'just now'],
    [120, '2 minutes ago'],
    [60 * 60, '1 hour ago'],
    [5 * 60 * 60, '5 hours ago'],
    [24 * 60 * 60, 'yesterday'],
    [3 * 24 * 60 * 60, '3 days ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(relativeDate(ago(seconds), now)).toBe(text);
  });

  it('gives the date itself after a week', () => {
    expect(relativeDate('2026-11-01T12:00:00.000Z', now)).toBe('Nov 1, 2026');
  });
});
