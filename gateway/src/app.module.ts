import { Module, type DynamicModule } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import type { Logger } from 'pino';
import { AccessTokensModule } from './access-tokens/access-tokens.module';
import { AccountSessionsModule } from './account-sessions/account-sessions.module';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { AvatarModule } from './avatar/avatar.module';
import { CheckInsModule } from './check-ins/check-ins.module';
import { CoffeePagesModule } from './coffee-pages/coffee-pages.module';
import { CoreModule } from './core/core.module';
import { EmailModule } from './email/email.module';
import { GraphqlModule } from './graphql/graphql.module';
import { HealthModule } from './health/health.module';
import { InsightsModule } from './insights/insights.module';
import { MediaModule } from './media/media.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OpenApiModule } from './openapi/openapi.module';
import { PlacesModule } from './places/places.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SearchModule } from './search/search.module';
import { SessionsModule } from './sessions/sessions.module';
import { SharePreviewsModule } from './share-previews/share-previews.module';
import { SocialModule } from './social/social.module';
import { SuggestionsModule } from './suggestions/suggestions.module';
import { TelemetryModule } from './telemetry/telemetry.module';

/** Modules that declare HTTP routes (the route-coverage test walks these). */
export const FEATURE_MODULES = [
  AuthModule,
  PasswordResetModule,
  EmailModule,
  AccountModule,
  AccessTokensModule,
  AccountSessionsModule,
  AvatarModule,
  CheckInsModule,
  MediaModule,
  SocialModule,
  NotificationsModule,
  SearchModule,
  CoffeePagesModule,
  SharePreviewsModule,
  SuggestionsModule,
  PlacesModule,
  InsightsModule,
  TelemetryModule,
  AdminModule,
  GraphqlModule,
  HealthModule,
  OpenApiModule,
];

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(env, logger), SessionsModule, RateLimitModule, ...FEATURE_MODULES],
    };
  }
}
