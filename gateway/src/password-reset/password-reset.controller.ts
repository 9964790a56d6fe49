import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import {
  forgotPasswordBody,
  resetPasswordBody,
  resetTokenQuery,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@crema/contracts/identity/rest';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Public } from '../sessions/access.decorators';
import { PasswordResetService } from './password-reset.service';

@Controller('api')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  async forgot(
    @Ip() ip: string,
    @Body(new ZodValidationPipe(forgotPasswordBody)) body: ForgotPasswordBody,
  ): Promise<{ ok: true }> {
    await this.resets.requestReset(ip, body.email);
    return { ok: true };
  }

  @Public()
  @Get('reset-password')
  async validate(
    @Query(new ZodValidationPipe(resetTokenQuery)) query: { token: string },
  ): Promise<{ ok: true }> {
    await this.resets.validate(query.token);
    return { ok: true };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async reset(
    @Body(new ZodValidationPipe(resetPasswordBody)) body: ResetPasswordBody,
  ): Promise<{ ok: true }> {
    await this.resets.reset(body.token, body.password);
    return { ok: true };
  }
}
