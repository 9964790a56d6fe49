import { lastEventIdOf, sseEvent } from './server-sent-events';

describe('server-sent events', () => {
  it('frames an event with its name, id and JSON data', () => {
    expect(sseEvent('notification', { id: 3, text: 'maya liked your check-in' }, 7)).toBe(
      'event: notification\nid: 7\ndata: {"id":3,"text":"maya liked your check-in"}\n\n',
    );
    expect(sseEvent('unread', { count: 2 })).toBe('event: unread\ndata: {"count":2}\n\n');
  });

  it('keeps text with newlines inside its data lines', () => {
    const framed = sseEvent('notification', { text: 'a\nb' });
    expect(framed.split('\n\n')).toHaveLength(2);
  });

  it('reads the resume point from the header first, then the query, and ignores anything else', () => {
    expect(lastEventIdOf('12', '3')).toBe(12);
    expect(lastEventIdOf(undefined, '3')).toBe(3);
    expect(lastEventIdOf(undefined, undefined)).toBeUndefined();
    expect(lastEventIdOf('-1', undefined)).toBeUndefined();
    expect(lastEventIdOf('1e3', undefined)).toBeUndefined();
    expect(lastEventIdOf('9'.repeat(16), undefined)).toBeUndefined();
  });
});
