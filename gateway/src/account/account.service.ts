import { Inject, Injectable } from '@nestjs/common';
import { exportUserCheckIns, type CheckinsExport } from '@crema/contracts/checkins/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportUser,
  getEmailStatus,
  requestEmailChange,
  updateSettings,
  type IdentityExport,
} from '@crema/contracts/identity/rpc';
import type { EmailStatus, UpdateSettingsBody } from '@crema/contracts/identity/rest';
import type { SelfUser } from '@crema/contracts/identity/user';
import { exportUserInsights, type InsightsExport } from '@crema/contracts/insights/rpc';
import { exportUserSocial, type SocialExport } from '@crema/contracts/social/rpc';
import { RpcClient } from '@crema/messaging';
import type { MediaStorage } from '@crema/storage';
import { toSelfUser } from '../auth/self-user';
import { MEDIA_STORAGE } from '../core/tokens';
import { SessionStore, type Session } from '../sessions/session.store';

export interface AccountExport {
  exportedAt: string;
  identity: IdentityExport;
  checkins: CheckinsExport;
  social: SocialExport;
  insights: InsightsExport;
}

@Injectable()
export class AccountService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  async updateSettings(actor: Actor, changes: UpdateSettingsBody): Promise<SelfUser> {
    return toSelfUser(await this.rpc.send(updateSettings, { actor, changes }));
  }

  /**
   * Changes the password and ends every other session of the user; this client keeps signed in
   * under a new session id. Personal access tokens stay (docs/adr/0030): a reset revokes them.
   */
  async changePassword(
    session: Session,
    currentPassword: string,
    newPassword: string,
    userAgent: string | undefined,
  ): Promise<Session> {
    await this.rpc.send(changePassword, { actor: session.actor, currentPassword, newPassword });
    await this.sessions.revokeAll(session.actor.userId);
    return this.sessions.create(session.actor, { userAgent });
  }

  /** Starts an email change; identity checks the password and mails the link and the notice. */
  requestEmailChange(actor: Actor, newEmail: string, currentPassword: string): Promise<EmailStatus> {
    return this.rpc.send(requestEmailChange, { actor, newEmail, currentPassword });
  }

  emailStatus(actor: Actor): Promise<EmailStatus> {
    return this.rpc.send(getEmailStatus, { actor });
  }

  async confirmEmailChange(token: string): Promise<void> {
    await this.rpc.send(confirmEmailChange, { token });
  }

  /** Everything the system knows of the user, one part per service that holds some. */
  async export(actor: Actor, now: Date): Promise<AccountExport> {
    const [identity, checkins, social, insights] = await Promise.all([
      this.rpc.send(exportUser, { actor }),
      this.rpc.send(exportUserCheckIns, { actor }),
      this.rpc.send(exportUserSocial, { actor }),
      this.rpc.send(exportUserInsights, { actor }),
    ]);
    return {
      exportedAt: now.toISOString(),
      identity: { ...identity, profile: toSelfUser(identity.profile) },
      checkins,
      social,
      insights,
    };
  }

  async delete(actor: Actor, currentPassword: string): Promise<void> {
    const { avatarUrl } = await this.rpc.send(deleteAccount, { actor, currentPassword });
    const key = avatarUrl ? this.media.keyFromUrl(avatarUrl) : undefined;
    if (key) await this.media.delete(key);
    await this.sessions.revokeAll(actor.userId);
  }
}
