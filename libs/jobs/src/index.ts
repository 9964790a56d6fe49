export { defineJob, DEFAULT_JOB_OPTIONS, type JobDefinition } from './job-definition';
export { JobQueue } from './job-queue';
export { JobRegistry, type JobContext, type JobHandler } from './job-registry';
export { startJobWorker, type JobWorkerOptions } from './job-worker';
export { bullConnection, bullPrefix, type JobsConnection } from './redis-connection';
