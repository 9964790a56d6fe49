export {
  defineJob,
  defineTask,
  DEFAULT_JOB_OPTIONS,
  type JobDefinition,
  type TaskDefinition,
} from './job-definition';
export { JobQueue, TaskTimeoutError } from './job-queue';
export { JobRegistry, type JobContext, type JobHandler, type TaskHandler } from './job-registry';
export { startJobWorker, type JobWorkerOptions } from './job-worker';
export { bullConnection, bullPrefix, type JobsConnection } from './redis-connection';
