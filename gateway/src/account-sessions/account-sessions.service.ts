import { Injectable } from '@nestjs/common';
import type { SessionSummary } from '@crema/contracts/identity/sessions';
import { ProblemException } from '../http/problem.exception';
import { SessionStore, sessionHandle, type Session } from '../sessions/session.store';
import { describeUserAgent } from './user-agent';

/** To the minute: the list says roughly when, not a trace of every request. */
function toMinute(date: Date | undefined): string | null {
  if (date === undefined) return null;
  const rounded = new Date(date);
  rounded.setUTCSeconds(0, 0);
  return rounded.toISOString();
}

/**
 * The signed-in person's own sessions. The gateway keeps sessions (ARCHITECTURE §5), so it owns
 * this; every look-up is within the caller's own set of sessions, so nobody can see or end
 * another person's (docs/adr/0030).
 */
@Injectable()
export class AccountSessionsService {
  constructor(private readonly sessions: SessionStore) {}

  /** This device first, then the rest most recently used first (the store's order). */
  async list(current: Session): Promise<SessionSummary[]> {
    const currentHandle = sessionHandle(current.id);
    const listed = await this.sessions.list(current.actor.userId);
    const isCurrent = (handle: string) => (handle === currentHandle ? 0 : 1);
    listed.sort((a, b) => isCurrent(a.handle) - isCurrent(b.handle));
    return listed.map((session) => ({
      id: session.handle,
      ...describeUserAgent(session.userAgent),
      createdAt: session.createdAt?.toISOString() ?? null,
      lastUsedAt: toMinute(session.lastUsedAt),
      current: session.handle === currentHandle,
    }));
  }

  /** Ends one of the caller's sessions; answers whether it was the caller's current one. */
  async end(current: Session, handle: string): Promise<{ wasCurrent: boolean }> {
    const ended = await this.sessions.revokeByHandle(current.actor.userId, handle);
    if (!ended) throw ProblemException.of(404, 'There is no such session of yours.', { code: 'not_found' });
    return { wasCurrent: handle === sessionHandle(current.id) };
  }

  async endOthers(current: Session): Promise<{ ended: number }> {
    return { ended: await this.sessions.revokeOthers(current.actor.userId, current.id) };
  }
}
