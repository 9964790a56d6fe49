import { Module } from '@nestjs/common';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AdminCatalogueController } from './admin-catalogue.controller';
import { AdminModerationRulesController } from './admin-moderation-rules.controller';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminUserListController } from './admin-user-list.controller';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';
import { LabelUploadService } from './label-upload.service';

@Module({
  controllers: [
    AdminController,
    AdminUserListController,
    AdminSettingsController,
    AdminModerationRulesController,
    AdminCatalogueController,
    AdminAnalyticsController,
  ],
  providers: [AdminService, LabelUploadService],
})
export class AdminModule {}
