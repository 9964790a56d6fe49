import 'reflect-metadata';
import { adminEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { startAdminService } from './admin.app';

const env = loadEnv(adminEnv);
const logger = createLogger('admin', env.LOG_LEVEL);
void runService('admin', logger, () => startAdminService(env, logger));
