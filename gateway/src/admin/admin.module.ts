import { Module } from '@nestjs/common';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AdminAuditController } from './admin-audit.controller';
import { AdminCatalogueController } from './admin-catalogue.controller';
import { AdminCheckInsController } from './admin-check-ins.controller';
import { AdminModerationReportsController } from './admin-moderation-reports.controller';
import { AdminModerationRulesController } from './admin-moderation-rules.controller';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';
import { LabelUploadService } from './label-upload.service';

@Module({
  controllers: [
    AdminController,
    AdminUsersController,
    AdminCheckInsController,
    AdminModerationReportsController,
    AdminModerationRulesController,
    AdminSettingsController,
    AdminCatalogueController,
    AdminAnalyticsController,
    AdminAuditController,
  ],
  providers: [AdminService, AdminUsersService, LabelUploadService],
})
export class AdminModule {}
