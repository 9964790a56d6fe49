import 'reflect-metadata';
import { adminWorkerEnv, loadEnv } from '@crema/config';
import { createLogger, HealthServerHost, startTracing } from '@crema/observability';
import { startAdminWorker } from './worker.app';

async function main(): Promise<void> {
  const env = loadEnv(adminWorkerEnv);
  const logger = createLogger('admin-worker', env.LOG_LEVEL);
  startTracing('admin-worker', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  try {
    const app = await startAdminWorker(env, logger);
    // SIGTERM/SIGINT: let the labels being read finish, then disconnect.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    app.get(HealthServerHost).markServing();
    logger.info({ healthPort: app.get(HealthServerHost).boundPort }, 'admin worker ready');
  } catch (error) {
    logger.fatal({ err: error }, 'admin worker failed to start');
    process.exit(1);
  }
}

void main();
