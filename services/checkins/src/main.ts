import 'reflect-metadata';
import { checkinsEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { startCheckinsService } from './checkins.app';

const env = loadEnv(checkinsEnv);
const logger = createLogger('checkins', env.LOG_LEVEL);
void runService('checkins', logger, () => startCheckinsService(env, logger));
