import 'reflect-metadata';
import { insightsEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger, startTracing } from '@crema/observability';
import { startInsightsService } from './insights.app';

const env = loadEnv(insightsEnv);
const logger = createLogger('insights', env.LOG_LEVEL);
startTracing('insights', env.OTEL_EXPORTER_OTLP_ENDPOINT);
void runService('insights', logger, () => startInsightsService(env, logger));
