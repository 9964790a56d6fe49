import 'reflect-metadata';
import { checkinsEnv, loadEnv } from '@crema/config';
import { runRpcService } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { startCheckinsService } from './checkins.app';

const env = loadEnv(checkinsEnv);
const logger = createLogger('checkins', env.LOG_LEVEL);
void runRpcService('checkins', logger, () => startCheckinsService(env, logger));
