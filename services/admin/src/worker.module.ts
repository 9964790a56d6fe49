import { Module, type DynamicModule } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import type { AdminWorkerEnv } from '@crema/config';
import type { JobsConnection } from '@crema/jobs';
import { LabelOcr } from '@crema/label-ocr';
import { HealthServerHost } from '@crema/observability';
import { createMediaStorage } from '@crema/storage';
import type { Logger } from 'pino';
import { LOGGER, MEDIA_STORAGE } from './common/tokens';
import { OCR_CONCURRENCY, OCR_CONNECTION, OcrWorkerHost } from './jobs/ocr-worker.host';
import { LabelReader, OCR_POOL } from './labels/label-reader';

/** The admin worker: reads coffee-bag labels on the `ocr` queue with a tesseract pool sized to the cores. */
@Module({})
export class AdminWorkerModule {
  static register(env: AdminWorkerEnv, logger: Logger): DynamicModule {
    const connection: JobsConnection = { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
    const workers = env.OCR_WORKERS || availableParallelism();
    return {
      module: AdminWorkerModule,
      providers: [
        { provide: LOGGER, useValue: logger },
        { provide: OCR_CONNECTION, useValue: connection },
        { provide: OCR_CONCURRENCY, useValue: workers },
        { provide: MEDIA_STORAGE, useValue: createMediaStorage(env) },
        { provide: OCR_POOL, useFactory: () => LabelOcr.create({ workers }) },
        {
          provide: HealthServerHost,
          useFactory: (host: OcrWorkerHost) =>
            new HealthServerHost(env.HEALTH_PORT, () => Promise.resolve(host.isRunning())),
          inject: [OcrWorkerHost],
        },
        LabelReader,
        OcrWorkerHost,
      ],
    };
  }
}
