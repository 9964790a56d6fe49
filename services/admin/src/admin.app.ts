import type { INestMicroservice } from '@nestjs/common';
import type { AdminEnv } from '@crema/config';
import { ADMIN_SERVICE } from '@crema/contracts/admin/rpc';
import { startService } from '@crema/messaging';
import type { Logger } from 'pino';
import { AdminModule } from './admin.module';
import { AuditEventsHandler } from './audit/audit-events.handler';
import { createAdminDataSource } from './database/admin-data-source';
import { CheckInEventsHandler } from './people/check-in-events.handler';
import { UserEventsHandler } from './people/user-events.handler';

/** The admin service on the platform runtime, in the `admin` queue group. */
export function startAdminService(env: AdminEnv, logger: Logger): Promise<INestMicroservice> {
  return startService(AdminModule.register(env, logger), {
    service: ADMIN_SERVICE,
    env,
    logger,
    dataSource: createAdminDataSource,
    eventHandlers: [UserEventsHandler, CheckInEventsHandler, AuditEventsHandler],
  });
}
