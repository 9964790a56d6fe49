import 'reflect-metadata';
import { identityWorkerEnv, loadEnv } from '@crema/config';
import { createLogger, HealthServerHost, startTracing } from '@crema/observability';
import { startIdentityWorker } from './worker.app';

async function main(): Promise<void> {
  const env = loadEnv(identityWorkerEnv);
  const logger = createLogger('identity-worker', env.LOG_LEVEL);
  startTracing('identity-worker', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  try {
    const app = await startIdentityWorker(env, logger);
    // SIGTERM/SIGINT: let running jobs finish, then disconnect.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    app.get(HealthServerHost).markServing();
    logger.info(
      {
        healthPort: app.get(HealthServerHost).boundPort,
        delivery: env.SMTP_URL ? 'smtp' : env.MAIL_OUTBOX_DIR,
      },
      'identity worker ready',
    );
  } catch (error) {
    logger.fatal({ err: error }, 'identity worker failed to start');
    process.exit(1);
  }
}

void main();
