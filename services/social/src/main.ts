import 'reflect-metadata';
import { socialEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger, startTracing } from '@crema/observability';
import { startSocialService } from './social.app';

const env = loadEnv(socialEnv);
const logger = createLogger('social', env.LOG_LEVEL);
startTracing('social', env.OTEL_EXPORTER_OTLP_ENDPOINT);
void runService('social', logger, () => startSocialService(env, logger));
