import 'reflect-metadata';
import { identityEnv, loadEnv } from '@crema/config';
import { runRpcService } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { startIdentityService } from './identity.app';

const env = loadEnv(identityEnv);
const logger = createLogger('identity', env.LOG_LEVEL);
void runRpcService('identity', logger, () => startIdentityService(env, logger));
