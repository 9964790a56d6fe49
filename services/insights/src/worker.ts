import 'reflect-metadata';
import { insightsWorkerEnv, loadEnv } from '@crema/config';
import { createLogger, HealthServerHost, startTracing } from '@crema/observability';
import { startInsightsWorker } from './worker.app';

async function main(): Promise<void> {
  const env = loadEnv(insightsWorkerEnv);
  const logger = createLogger('insights-worker', env.LOG_LEVEL);
  startTracing('insights-worker', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  try {
    const app = await startInsightsWorker(env, logger);
    // SIGTERM/SIGINT: let running jobs finish, then disconnect.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    app.get(HealthServerHost).markServing();
    logger.info({ healthPort: app.get(HealthServerHost).boundPort }, 'insights worker ready');
  } catch (error) {
    logger.fatal({ err: error }, 'insights worker failed to start');
    process.exit(1);
  }
}

void main();
