import { createServiceDataSource } from '@crema/database';
import { OutboxEvent, ProcessedEvent } from '@crema/messaging';
import type { DataSource } from 'typeorm';
import { IDENTITY_SCHEMA } from './identity-schema';
import { CreateIdentityTables1763780000000 } from '../migrations/1763780000000-create-identity-tables';
import { ResetTokensMintedByTheWorker1764300000000 } from '../migrations/1764300000000-reset-tokens-minted-by-the-worker';
import { AdminRosterAndSettings1764500000000 } from '../migrations/1764500000000-admin-roster-and-settings';
import { NotificationDigest1764800000000 } from '../migrations/1764800000000-notification-digest';
import { PersonalAccessTokens1764900000000 } from '../migrations/1764900000000-personal-access-tokens';
import { AccountSecurity1765000000000 } from '../migrations/1765000000000-account-security';
import { PasswordResetLookupEntity } from '../password-reset/entities/password-reset-lookup.entity';
import { EmailChangeRequestEntity } from '../email-change/entities/email-change-request.entity';
import { PersonalAccessTokenEntity } from '../access-tokens/entities/personal-access-token.entity';
import { PasswordResetTokenEntity } from '../password-reset/entities/password-reset-token.entity';
import { SettingEntity } from '../settings/entities/setting.entity';
import { UserEntity } from '../users/entities/user.entity';

/** The identity schema: its entities, the messaging tables, and its migrations. */
export function createIdentityDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: IDENTITY_SCHEMA,
    entities: [
      UserEntity,
      PasswordResetTokenEntity,
      PersonalAccessTokenEntity,
      EmailChangeRequestEntity,
      PasswordResetLookupEntity,
      SettingEntity,
      OutboxEvent,
      ProcessedEvent,
    ],
    migrations: [
      CreateIdentityTables1763780000000,
      ResetTokensMintedByTheWorker1764300000000,
      AdminRosterAndSettings1764500000000,
      NotificationDigest1764800000000,
      PersonalAccessTokens1764900000000,
      AccountSecurity1765000000000,
    ],
    ...(poolSize ? { poolSize } : {}),
  });
}
