import { Module } from '@nestjs/common';
import { CheckInsController } from './check-ins.controller';
import { CheckInsService } from './check-ins.service';
import { CommentsController } from './comments.controller';

@Module({
  controllers: [CheckInsController, CommentsController],
  providers: [CheckInsService],
  exports: [CheckInsService],
})
export class CheckInsModule {}
