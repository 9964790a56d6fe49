import { RecentSessions } from './recent-sessions';

const session = (id: string, userId: number) => ({ id, actor: { userId, isAdmin: false } });
const FAR = Number.MAX_SAFE_INTEGER;

describe('RecentSessions', () => {
  let now: number;
  let recent: RecentSessions;

  beforeEach(() => {
    now = 1_000_000;
    recent = new RecentSessions(5_000, 3, () => now);
    recent.enable();
  });

  it('answers a session it was given for freshMs, then asks for it again', () => {
    const alice = session('a', 1);
    recent.remember(alice, FAR, recent.mark());
    now += 4_999;
    expect(recent.lookup('a')).toBe(alice);
    now += 1;
    expect(recent.lookup('a')).toBeUndefined();
  });

  it('never answers a session past its absolute end', () => {
    recent.remember(session('a', 1), now + 1_000, recent.mark());
    now += 1_000;
    expect(recent.lookup('a')).toBeUndefined();
  });

  it('remembers nothing until enabled, and forgets everything when disabled', () => {
    const off = new RecentSessions(5_000, 3, () => now);
    off.remember(session('a', 1), FAR, off.mark());
    expect(off.lookup('a')).toBeUndefined();

    recent.remember(session('a', 1), FAR, recent.mark());
    recent.disable();
    recent.enable();
    expect(recent.lookup('a')).toBeUndefined();
  });

  it('remembers nothing with freshMs 0', () => {
    const never = new RecentSessions(0, 3, () => now);
    never.enable();
    never.remember(session('a', 1), FAR, never.mark());
    expect(never.lookup('a')).toBeUndefined();
  });

  it('forgets every session of a user whose sessions ended, and only theirs', () => {
    recent.remember(session('phone', 1), FAR, recent.mark());
    recent.remember(session('laptop', 1), FAR, recent.mark());
    recent.remember(session('other', 2), FAR, recent.mark());
    recent.forgetUser(1);
    expect(recent.lookup('phone')).toBeUndefined();
    expect(recent.lookup('laptop')).toBeUndefined();
    expect(recent.lookup('other')).toEqual(session('other', 2));
  });

  it('does not remember a read that was in flight when an end was announced', () => {
    const mark = recent.mark();
    recent.forgetUser(7); // announced while Redis answered; it may be this very session's end
    recent.remember(session('a', 1), FAR, mark);
    expect(recent.lookup('a')).toBeUndefined();

    const afterDisconnect = recent.mark();
    recent.disable();
    recent.enable();
    recent.remember(session('a', 1), FAR, afterDisconnect);
    expect(recent.lookup('a')).toBeUndefined();
  });

  it('does not remember a read that started before it could hear every end', () => {
    const off = new RecentSessions(5_000, 3, () => now);
    const mark = off.mark();
    off.enable();
    off.remember(session('a', 1), FAR, mark);
    expect(off.lookup('a')).toBeUndefined();
  });

  it('keeps a session remembered again, not the one remembered longest ago, when full', () => {
    for (const id of ['a', 'b', 'c']) recent.remember(session(id, 1), FAR, recent.mark());
    recent.remember(session('a', 1), FAR, recent.mark());
    recent.remember(session('d', 1), FAR, recent.mark());
    expect(['a', 'b', 'c', 'd'].map((id) => recent.lookup(id)?.id)).toEqual(['a', undefined, 'c', 'd']);
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    for (const id of ['a', 'b', 'c', 'd']) recent.remember(session(id, 1), FAR, recent.mark());
    expect(recent.lookup('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((id) => recent.lookup(id)?.id)).toEqual(['b', 'c', 'd']);
  });
});
