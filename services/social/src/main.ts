import 'reflect-metadata';
import { loadEnv, socialEnv } from '@crema/config';
import { createLogger, HealthServerHost } from '@crema/observability';
import { startSocialService } from './social.app';

async function main(): Promise<void> {
  const env = loadEnv(socialEnv);
  const logger = createLogger('social', env.LOG_LEVEL);
  try {
    const app = await startSocialService(env, logger);
    // SIGTERM/SIGINT: stop taking requests, then close consumers, relay, client and database.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    logger.info({ healthPort: app.get(HealthServerHost).boundPort }, 'social service ready');
  } catch (error) {
    logger.fatal({ err: error }, 'social service failed to start');
    process.exit(1);
  }
}

void main();
