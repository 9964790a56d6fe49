import { Module } from '@nestjs/common';
import { AdminCheckInsController } from './admin-check-ins.controller';
import { AdminController } from './admin.controller';
import { AdminModerationReportsController } from './admin-moderation-reports.controller';
import { AdminService } from './admin.service';

@Module({
  controllers: [AdminController, AdminCheckInsController, AdminModerationReportsController],
  providers: [AdminService],
})
export class AdminModule {}
