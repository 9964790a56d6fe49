import 'reflect-metadata';
import { checkinsEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger, startTracing } from '@crema/observability';
import { startCheckinsService } from './checkins.app';

const env = loadEnv(checkinsEnv);
const logger = createLogger('checkins', env.LOG_LEVEL);
startTracing('checkins', env.OTEL_EXPORTER_OTLP_ENDPOINT);
void runService('checkins', logger, () => startCheckinsService(env, logger));
