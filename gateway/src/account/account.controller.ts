import { Body, Controller, Delete, Get, Headers, HttpCode, Ip, Patch, Post, Res } from '@nestjs/common';
import {
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  deleteAccountBody,
  updateSettingsBody,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type ConfirmEmailBody,
  type DeleteAccountBody,
  type EmailStatus,
  type UpdateSettingsBody,
} from '@crema/contracts/identity/rest';
import type { Actor } from '@crema/contracts/common/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import type { FastifyReply } from 'fastify';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { CostlyRouteLimits } from '../rate-limit/costly-route-limits';
import { Authenticated, Public, SessionOnly } from '../sessions/access.decorators';
import { CurrentActor, CurrentSession } from '../sessions/request-session';
import { SessionCookie } from '../sessions/session-cookie';
import type { Session } from '../sessions/session.store';
import { AccountService, type AccountExport } from './account.service';

/** `crema-export-2026-11-22.json` */
export function exportFileName(now: Date): string {
  return `crema-export-${now.toISOString().slice(0, 10)}.json`;
}

@Controller('api/user')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly cookie: SessionCookie,
    private readonly limits: CostlyRouteLimits,
  ) {}

  /** Session only: a leaked token must not change the email a password reset goes to. */
  @SessionOnly()
  @Patch('settings')
  updateSettings(
    @CurrentSession() session: Session,
    @Body(new ZodValidationPipe(updateSettingsBody)) body: UpdateSettingsBody,
  ): Promise<SelfUser> {
    return this.account.updateSettings(session.actor, body);
  }

  /** Limited per person and address before identity verifies and hashes (two argon2id runs), like the other routes that check the password. */
  @SessionOnly()
  @Patch('password')
  async changePassword(
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @Body(new ZodValidationPipe(changePasswordBody)) body: ChangePasswordBody,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    await this.limits.passwordCheck(session.actor, ip);
    const fresh = await this.account.changePassword(session, body.currentPassword, body.newPassword, userAgent);
    this.cookie.set(reply, fresh);
    return { ok: true };
  }

  @Authenticated()
  @Get('email')
  emailStatus(@CurrentActor() actor: Actor): Promise<EmailStatus> {
    return this.account.emailStatus(actor);
  }

  /**
   * Session only, and the password again: whoever controls the email controls password resets. The
   * answer does not tell whether another account has the new address (docs/adr/0023).
   */
  @SessionOnly()
  @Post('email')
  @HttpCode(202)
  async requestEmailChange(
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @Body(new ZodValidationPipe(changeEmailBody)) body: ChangeEmailBody,
  ): Promise<EmailStatus> {
    await this.limits.passwordCheck(session.actor, ip);
    return this.account.requestEmailChange(session.actor, body.newEmail, body.currentPassword);
  }

  /** Public: the link may be opened on any device; its single-use token is the proof. */
  @Public()
  @Post('email/confirm')
  @HttpCode(200)
  async confirmEmailChange(
    @Body(new ZodValidationPipe(confirmEmailBody)) body: ConfirmEmailBody,
  ): Promise<{ ok: true }> {
    await this.account.confirmEmailChange(body.token);
    return { ok: true };
  }

  @Authenticated()
  @Get('export')
  async export(
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountExport> {
    const now = new Date();
    const data = await this.account.export(actor, now);
    void reply
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
      .header('cache-control', 'no-store');
    return data;
  }

  @SessionOnly()
  @Delete('account')
  @HttpCode(204)
  async delete(
    @CurrentSession() session: Session,
    @Ip() ip: string,
    @Body(new ZodValidationPipe(deleteAccountBody)) body: DeleteAccountBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.limits.passwordCheck(session.actor, ip);
    await this.account.delete(session.actor, body.currentPassword);
    this.cookie.clear(reply);
  }
}
