import 'reflect-metadata';
import { checkinsEnv, loadEnv } from '@crema/config';
import { createLogger, HealthServerHost } from '@crema/observability';
import { startCheckinsService } from './checkins.app';

async function main(): Promise<void> {
  const env = loadEnv(checkinsEnv);
  const logger = createLogger('checkins', env.LOG_LEVEL);
  try {
    const app = await startCheckinsService(env, logger);
    // SIGTERM/SIGINT: stop taking requests, then close relay, queue and database.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    logger.info({ healthPort: app.get(HealthServerHost).boundPort }, 'checkins service ready');
  } catch (error) {
    logger.fatal({ err: error }, 'checkins service failed to start');
    process.exit(1);
  }
}

void main();
