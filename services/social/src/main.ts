import 'reflect-metadata';
import { socialEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { startSocialService } from './social.app';

const env = loadEnv(socialEnv);
const logger = createLogger('social', env.LOG_LEVEL);
void runService('social', logger, () => startSocialService(env, logger));
