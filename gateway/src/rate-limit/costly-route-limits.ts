import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv, WindowLimit } from '@crema/config';
import type { Actor } from '@crema/contracts/common/rpc';
import { GATEWAY_ENV } from '../core/tokens';
import type { RateLimitRule } from './rate-limit.rules';
import { RateLimiter } from './rate-limiter';

const rule = (name: string, limit: WindowLimit): RateLimitRule => ({ name, ...limit });

/**
 * Limits in front of the routes whose every call costs real work (an argon2id hash, an image
 * decode and re-encode, a mail), read from the environment. Each is counted before that work starts,
 * so a refused call costs a Redis round trip and nothing more; every rule of a route is counted.
 */
@Injectable()
export class CostlyRouteLimits {
  private readonly registerPerAddress: RateLimitRule;
  private readonly forgotPerAddress: RateLimitRule;
  private readonly forgotPerEmail: RateLimitRule;
  private readonly avatarPerPerson: RateLimitRule;
  private readonly avatarPerAddress: RateLimitRule;
  private readonly photoPerPerson: RateLimitRule;
  private readonly photoPerAddress: RateLimitRule;
  private readonly passwordPerPerson: RateLimitRule;
  private readonly passwordPerAddress: RateLimitRule;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.registerPerAddress = rule('register-address', env.REGISTER_LIMIT_PER_ADDRESS);
    // The per-address rule keeps the name it had before it was configurable: live windows carry on.
    this.forgotPerAddress = rule('forgot-password', env.FORGOT_PASSWORD_LIMIT_PER_ADDRESS);
    this.forgotPerEmail = rule('forgot-password-email', env.FORGOT_PASSWORD_LIMIT_PER_EMAIL);
    this.avatarPerPerson = rule('avatar-person', env.AVATAR_LIMIT_PER_PERSON);
    this.avatarPerAddress = rule('avatar-address', env.AVATAR_LIMIT_PER_ADDRESS);
    this.photoPerPerson = rule('check-in-photo-person', env.CHECK_IN_PHOTO_LIMIT_PER_PERSON);
    this.photoPerAddress = rule('check-in-photo-address', env.CHECK_IN_PHOTO_LIMIT_PER_ADDRESS);
    this.passwordPerPerson = rule('password-change-person', env.PASSWORD_CHANGE_LIMIT_PER_PERSON);
    this.passwordPerAddress = rule('password-change-address', env.PASSWORD_CHANGE_LIMIT_PER_ADDRESS);
  }

  register(ip: string): Promise<void> {
    return this.limiter.enforce(
      this.registerPerAddress,
      [ip],
      'Too many sign-up attempts from your network.',
    );
  }

  /** Per address (one client asking for many) and per email (many clients mailing one inbox). */
  async forgotPassword(ip: string, email: string): Promise<void> {
    const what = 'Too many password reset requests.';
    await this.limiter.enforce(this.forgotPerAddress, [ip], what);
    await this.limiter.enforce(this.forgotPerEmail, [email.trim().toLowerCase()], what);
  }

  async avatarUpload(actor: Actor, ip: string): Promise<void> {
    const what = 'You have changed your profile picture a lot lately.';
    await this.limiter.enforce(this.avatarPerPerson, [String(actor.userId)], what);
    await this.limiter.enforce(this.avatarPerAddress, [ip], what);
  }

  /** Replacing a check-in's photo (creating one with a photo counts under the check-in limit). */
  async checkInPhoto(actor: Actor, ip: string): Promise<void> {
    const what = 'You have changed check-in photos a lot lately.';
    await this.limiter.enforce(this.photoPerPerson, [String(actor.userId)], what);
    await this.limiter.enforce(this.photoPerAddress, [ip], what);
  }

  /** The routes that verify the current password: changing it or the email, deleting the account. */
  async passwordCheck(actor: Actor, ip: string): Promise<void> {
    const what = 'Too many attempts with your password.';
    await this.limiter.enforce(this.passwordPerPerson, [String(actor.userId)], what);
    await this.limiter.enforce(this.passwordPerAddress, [ip], what);
  }
}
