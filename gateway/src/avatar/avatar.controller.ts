import type { Actor } from '@crema/contracts/common/rpc';
import { Controller, HttpCode, Ip, Post, Req } from '@nestjs/common';
import type { SelfUser } from '@crema/contracts/identity/user';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';
import { AVATAR_FIELD } from '@crema/contracts/identity/rest';
import { readSingleFileUpload } from '../media/single-file-upload';
import { CostlyRouteLimits } from '../rate-limit/costly-route-limits';
import { AvatarService } from './avatar.service';

const AVATAR_UPLOAD = {
  field: AVATAR_FIELD,
  missing: 'Please select a profile picture to upload.',
  tooLarge: 'Profile picture must be less than 5MB',
};

@Controller('api/user')
export class AvatarController {
  constructor(
    private readonly avatars: AvatarService,
    private readonly limits: CostlyRouteLimits,
  ) {}

  /** Counted before the upload is read or decoded: a refused upload costs no image work. */
  @Authenticated()
  @Post('avatar')
  @HttpCode(200)
  async upload(
    @CurrentActor() actor: Actor,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
  ): Promise<SelfUser> {
    await this.limits.avatarUpload(actor, ip);
    const upload = await readSingleFileUpload(request, AVATAR_UPLOAD);
    return this.avatars.replace(actor, upload);
  }
}
