import 'reflect-metadata';
import { insightsEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { startInsightsService } from './insights.app';

const env = loadEnv(insightsEnv);
const logger = createLogger('insights', env.LOG_LEVEL);
void runService('insights', logger, () => startInsightsService(env, logger));
