import 'reflect-metadata';
import { identityEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { startIdentityService } from './identity.app';

const env = loadEnv(identityEnv);
const logger = createLogger('identity', env.LOG_LEVEL);
void runService('identity', logger, () => startIdentityService(env, logger));
