import 'reflect-metadata';
import { identityEnv, loadEnv } from '@crema/config';
import { createLogger, HealthServerHost } from '@crema/observability';
import { startIdentityService } from './identity.app';

async function main(): Promise<void> {
  const env = loadEnv(identityEnv);
  const logger = createLogger('identity', env.LOG_LEVEL);
  try {
    const app = await startIdentityService(env, logger);
    // SIGTERM/SIGINT: stop taking requests, then close relay, queue and database.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    logger.info({ healthPort: app.get(HealthServerHost).boundPort }, 'identity service ready');
  } catch (error) {
    logger.fatal({ err: error }, 'identity service failed to start');
    process.exit(1);
  }
}

void main();
