import { Counter, Gauge, Histogram } from 'prom-client';

/*
 * Domain metrics every deployable may record, registered once in prom-client's default registry
 * and served on the internal health port. Labels are bounded: subjects, queues, durables and
 * service names come from constants, never from input.
 */

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** How a request over NATS ended: answered, answered with a service error, or not answered (timeout, no responder). */
export type RpcOutcome = 'ok' | 'error' | 'unavailable';

const rpcClientDuration = new Histogram({
  name: 'rpc_client_duration_seconds',
  help: 'Time from sending an RPC over NATS to its reply, by subject and outcome (caller side)',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

const rpcServerDuration = new Histogram({
  name: 'rpc_server_duration_seconds',
  help: 'Time a service took to answer an RPC, by subject and outcome (server side)',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

export function recordRpcClient(subject: string, outcome: RpcOutcome, seconds: number): void {
  rpcClientDuration.observe({ subject, outcome }, seconds);
}

export function recordRpcServer(subject: string, outcome: RpcOutcome, seconds: number): void {
  rpcServerDuration.observe({ subject, outcome }, seconds);
}

const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time a worker spent running a job, by queue, job name and outcome',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: JOB_BUCKETS,
});

const jobWait = new Histogram({
  name: 'job_wait_seconds',
  help: 'Time a job waited between being due and a worker taking it (first attempt), by queue',
  labelNames: ['queue'] as const,
  buckets: JOB_BUCKETS,
});

const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Job attempts that failed, by queue and job name (retried or not)',
  labelNames: ['queue', 'job'] as const,
});

export function recordJob(queue: string, job: string, ok: boolean, seconds: number): void {
  jobDuration.observe({ queue, job, outcome: ok ? 'ok' : 'failed' }, seconds);
  if (!ok) jobFailures.inc({ queue, job });
}

export function recordJobWait(queue: string, seconds: number): void {
  jobWait.observe({ queue }, Math.max(0, seconds));
}

/**
 * Gauges read at scrape time from what they describe (a queue in Redis, the outbox table, a
 * JetStream consumer, a dependency). Each source registers a reader while it runs and removes it
 * when it stops; a reader that fails drops its series for that scrape.
 */
type Reader<Labels extends string> = () => Promise<Array<{ labels: Record<Labels, string>; value: number }>>;

const SCRAPE_READ_TIMEOUT_MS = 2_000;

function scrapedGauge<Labels extends string>(name: string, help: string, labelNames: readonly Labels[]) {
  const readers = new Set<Reader<Labels>>();
  new Gauge<Labels>({
    name,
    help,
    labelNames,
    async collect() {
      this.reset();
      const results = await Promise.allSettled([...readers].map((read) => withTimeout(read())));
      for (const result of results) {
        if (result.status !== 'fulfilled') continue;
        for (const { labels, value } of result.value) this.set(labels as never, value);
      }
    },
  });
  return (read: Reader<Labels>): (() => void) => {
    readers.add(read);
    return () => readers.delete(read);
  };
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('metric read timed out')), SCRAPE_READ_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Jobs of a queue by state (waiting, active, delayed, prioritized, failed). */
export const registerQueueDepth = scrapedGauge('queue_jobs', 'Jobs in a BullMQ queue by state', [
  'queue',
  'state',
]);

/** Age of the oldest outbox row not yet published, and how many wait, per service. */
export const registerOutboxLag = scrapedGauge(
  'outbox_oldest_unpublished_age_seconds',
  'Age of the oldest outbox event the relay has not yet published (0 when none waits)',
  ['service'],
);
export const registerOutboxBacklog = scrapedGauge(
  'outbox_unpublished_events',
  'Outbox events not yet published to JetStream',
  ['service'],
);

/** JetStream durable consumer backlog: messages not yet delivered (num_pending) and delivered but unacked. */
export const registerConsumerLag = scrapedGauge(
  'event_consumer_pending_messages',
  'Events in CREMA_EVENTS a durable consumer has not yet been delivered (num_pending)',
  ['service', 'durable'],
);
export const registerConsumerAckPending = scrapedGauge(
  'event_consumer_ack_pending_messages',
  'Events delivered to a durable consumer and not yet acknowledged (num_ack_pending)',
  ['service', 'durable'],
);

/** 1 when a dependency (postgres, redis, nats) answers this process, 0 when it does not. */
export const registerDependencyCheck = (() => {
  const register = scrapedGauge(
    'dependency_up',
    'Whether a dependency (postgres, redis, nats) answered this process at scrape time',
    ['dependency'],
  );
  return (dependency: 'postgres' | 'redis' | 'nats', check: () => Promise<boolean>): (() => void) =>
    register(async () => {
      const up = await withTimeout(check()).catch(() => false);
      return [{ labels: { dependency }, value: up ? 1 : 0 }];
    });
})();

/** 1 while the process reports ready on /readyz, 0 otherwise. */
export const registerReadiness = scrapedGauge(
  'process_ready',
  'Whether this process answers /readyz with 200 (1) or 503 (0)',
  [],
);

/** Open server-sent-event streams (live notifications) of a gateway. */
export const registerLiveConnections = scrapedGauge(
  'live_connections',
  'Open server-sent-event (live notification) streams held by this gateway',
  [],
);
