import { Module } from '@nestjs/common';
import { FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';

@Module({
  controllers: [FollowsController, ProfilesController],
  providers: [FollowsService, ProfilesService],
  exports: [ProfilesService],
})
export class SocialModule {}
