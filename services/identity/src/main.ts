import 'reflect-metadata';
import { identityEnv, loadEnv } from '@crema/config';
import { runService } from '@crema/messaging';
import { createLogger, startTracing } from '@crema/observability';
import { startIdentityService } from './identity.app';

const env = loadEnv(identityEnv);
const logger = createLogger('identity', env.LOG_LEVEL);
startTracing('identity', env.OTEL_EXPORTER_OTLP_ENDPOINT);
void runService('identity', logger, () => startIdentityService(env, logger));
