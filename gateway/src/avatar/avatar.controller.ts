import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { SelfUser } from '@crema/contracts/identity/user';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
import { readAvatarUpload } from './avatar-upload';
import { AvatarService } from './avatar.service';

@Controller('api/user')
export class AvatarController {
  constructor(private readonly avatars: AvatarService) {}

  @Authenticated()
  @Post('avatar')
  @HttpCode(200)
  async upload(@CurrentSession() session: Session, @Req() request: FastifyRequest): Promise<SelfUser> {
    const upload = await readAvatarUpload(request);
    return this.avatars.replace(session.actor, upload);
  }
}
