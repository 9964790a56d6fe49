import 'reflect-metadata';
import { adminEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger, startTracing } from '@crema/observability';
import { startAdminService } from './admin.app';

const env = loadEnv(adminEnv);
const logger = createLogger('admin', env.LOG_LEVEL);
startTracing('admin', env.OTEL_EXPORTER_OTLP_ENDPOINT);
void runService('admin', logger, () => startAdminService(env, logger));
