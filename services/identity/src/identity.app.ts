import type { INestMicroservice } from '@nestjs/common';
import type { IdentityEnv } from '@crema/config';
import { IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import { startService } from '@crema/messaging';
import type { Logger } from 'pino';
import { createIdentityDataSource } from './database/identity-data-source';
import { IdentityModule } from './identity.module';
import { SettingEventsHandler } from './settings/setting-events.handler';

/** The identity service on the platform runtime, in the `identity` queue group. */
export function startIdentityService(env: IdentityEnv, logger: Logger): Promise<INestMicroservice> {
  return startService(IdentityModule.register(env, logger), {
    service: IDENTITY_SERVICE,
    env,
    logger,
    dataSource: createIdentityDataSource,
    eventHandlers: [SettingEventsHandler],
  });
}
