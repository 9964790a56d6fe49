import { Module } from '@nestjs/common';
import { CheckInsModule } from '../check-ins/check-ins.module';
import { SocialModule } from '../social/social.module';
import { SharePreviewsController } from './share-previews.controller';
import { SharePreviewsService } from './share-previews.service';

@Module({
  imports: [CheckInsModule, SocialModule],
  controllers: [SharePreviewsController],
  providers: [SharePreviewsService],
  exports: [SharePreviewsService],
})
export class SharePreviewsModule {}
