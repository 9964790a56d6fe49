import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginBody } from '@crema/contracts/identity/rest';
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../http/zod-validation.pipe';

/** Validates the login body with the shared schema (400) before Passport's local strategy runs. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = parseInput(loginBody, request.body);
    return (await super.canActivate(context)) === true;
  }
}
