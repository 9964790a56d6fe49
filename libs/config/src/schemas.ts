import { isIP } from 'node:net';
import { parseSigningKey, parseVerificationKeys } from './actor-keys';
import { z } from 'zod';

const url = (fallback: string) => z.string().url().default(fallback);
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
/** A 0/1/true/false variable, or undefined when unset. */
const optionalFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

const optionalText = z.string().default('');

const TRUSTED_HOP_COUNT = /^[1-9][0-9]?$/;

/** `10.1.2.3`, `::1` or a CIDR range such as `10.2.0.0/16`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^[0-9]{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}
const trustProxySetting = z
  .string()
  .default('')
  .transform((value, context): number | string[] | false => {
    const text = value.trim();
    if (text === '') return false;
    if (TRUSTED_HOP_COUNT.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (!entries.every(isAddressOrRange)) {
      context.addIssue({
        code: 'custom',
        message: 'a hop count, or comma-separated addresses or CIDR ranges',
      });
      return z.NEVER;
    }
    return entries;
  });

/** A fixed-window limit read from the environment: `count/window`, e.g. `10/1h`, `5/15m`, `30/90s`. */
export interface WindowLimit {
  limit: number;
  windowSeconds: number;
}

const WINDOW_UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;
const WINDOW_LIMIT = /^(\d{1,7})\/(\d{1,6})([smh])$/;

/** Parses `count/window` (`10/1h`); undefined when the text is not one or either number is 0. */
export function parseWindowLimit(text: string): WindowLimit | undefined {
  const match = WINDOW_LIMIT.exec(text.trim());
  if (!match) return undefined;
  const [, count, amount, unit] = match as unknown as [
    string,
    string,
    string,
    keyof typeof WINDOW_UNIT_SECONDS,
  ];
  const limit = Number(count);
  const windowSeconds = Number(amount) * WINDOW_UNIT_SECONDS[unit];
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : undefined;
}

const windowLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, context): WindowLimit => {
      const parsed = parseWindowLimit(text);
      if (parsed) return parsed;
      context.addIssue({ code: 'custom', message: 'must be count/window such as 10/1h, 5/15m or 30/90s' });
      return z.NEVER;
    });

/** Work done at once by one process (argon2 hashes, image encodes): 0 lets the process choose per core. */
const concurrency = z.coerce.number().int().min(0).max(256).default(0);
/** How many more may wait for a slot before the process answers 503 (busy) instead of queueing. */
const queueBound = z.coerce.number().int().min(0).max(10_000).default(64);

export const natsEnv = z.object({
  NATS_URL: url('nats://127.0.0.1:4222'),
  /** Milliseconds a request over NATS may take before the caller gives up (503 at the gateway). */
  NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** This deployable's NATS user and password; empty on a developer NATS that runs without auth. */
  NATS_USER: optionalText,
  NATS_PASSWORD: optionalText,
  /** PEM files for TLS to NATS: the CA to trust, and a client certificate and key when the server asks for one. */
  NATS_TLS_CA_FILE: optionalText,
  NATS_TLS_CERT_FILE: optionalText,
  NATS_TLS_KEY_FILE: optionalText,
  /**
   * Copies of the CREMA_EVENTS stream across JetStream nodes: 1 on a single server, 3 on the
   * three-node cluster (survives one node down). Every deployable brings the stream to it.
   */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
});
export type NatsEnv = z.infer<typeof natsEnv>;

/**
 * Actor keys (Ed25519, `<kid>:<base64 DER>`). The gateway signs with ACTOR_SIGNING_KEY; services
 * accept tokens of any key in ACTOR_VERIFY_KEYS (comma-separated: old and new during a rotation).
 * Outside production, when unset, every process of the machine shares a generated pair in
 * ACTOR_KEYS_FILE.
 */
const actorKeysFile = { ACTOR_KEYS_FILE: z.string().min(1).default('var/keys/actor-keys.json') };
const actorKey = (parse: (value: string) => unknown, what: string) =>
  optionalText.refine(
    (value) => value === '' || parses(parse, value),
    `must be ${what} as <kid>:<base64 DER>`,
  );
export const actorSigningEnv = z.object({
  ACTOR_SIGNING_KEY: actorKey(parseSigningKey, 'an Ed25519 PKCS#8 private key'),
  ...actorKeysFile,
});
export const actorVerificationEnv = z.object({
  ACTOR_VERIFY_KEYS: actorKey(parseVerificationKeys, 'comma-separated Ed25519 SPKI public keys'),
  ...actorKeysFile,
});

function parses(parse: (value: string) => unknown, value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

export const redisEnv = z.object({
  REDIS_URL: url('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key and BullMQ queue, so several installations can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('crema'),
});

export const databaseEnv = z.object({
  DATABASE_URL: url('postgres://postgres@127.0.0.1:5432/crema'),
});

export const logEnv = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * OTLP/HTTP collector base URL (`http://otel-collector:4318`); spans go to `<url>/v1/traces`.
   * Unset or empty: no tracing at all (ADR 0029).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'must be an http(s) URL')
    .transform((value) => value || undefined),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type ActorSigningEnv = z.infer<typeof actorSigningEnv> & { NODE_ENV: string };
export type ActorVerificationEnv = z.infer<typeof actorVerificationEnv> & { NODE_ENV: string };

export const appUrlEnv = z.object({
  /** Public origin of the web app; used for links in emails and for Origin checks. */
  APP_URL: url('http://localhost:3000'),
});

export const mediaEnv = z.object({
  /** `local`: files under MEDIA_DIR (one machine); `s3`: an S3-compatible bucket (many replicas). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIA_DIR: z.string().min(1).default('var/media'),
  /** The S3 server's origin, e.g. `http://minio:9000`; buckets are addressed path-style. */
  S3_ENDPOINT: z.union([z.literal(''), z.string().url()]).default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export const gatewayEnv = natsEnv
  .extend(actorSigningEnv.shape)
  .extend(redisEnv.shape)
  .extend(logEnv.shape)
  .extend(appUrlEnv.shape)
  .extend(mediaEnv.shape)
  .extend({
    PORT: port(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Folder holding the built web app (index.html and assets). */
    WEB_DIST_DIR: z.string().min(1).default('web/dist'),
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 14),
    /**
     * The most a session lives however often it is used (its sliding expiry never passes this):
     * a stolen cookie stops working at the latest this long after the sign-in that made it.
     */
    SESSION_ABSOLUTE_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 30),
    /**
     * How long a gateway trusts a session it found live without asking Redis again (ADR 0038); 0
     * asks on every request. An ended session is forgotten at once whatever this is.
     */
    SESSION_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /**
     * Whether the session cookie is Secure (and named `__Host-…`); unset, it follows APP_URL: on
     * whenever the app is served over https.
     */
    COOKIE_SECURE: optionalFlag,
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
    /** Login attempts per window from one client address, whatever the usernames. */
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    /** Failed logins of one account (from any address) per window before each attempt must wait a backoff. */
    LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().positive().default(20),
    LOGIN_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /**
     * Whose X-Forwarded-For is believed (rate limits key on the client address): empty trusts
     * nobody; a number N trusts the N proxies nearest the gateway (1 = the ingress, when only the
     * ingress can reach it); otherwise comma-separated addresses or CIDR ranges. Never `true`: a
     * client could then name any address.
     */
    TRUST_PROXY: trustProxySetting,
    /** Requests one personal access token may make per minute (RateLimit-* headers tell clients). */
    ACCESS_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Accounts registered from one client address (each costs an argon2id hash). */
    REGISTER_LIMIT_PER_ADDRESS: windowLimit('10/1h'),
    /** Reset requests from one client address, and for one email address (each may send a mail). */
    FORGOT_PASSWORD_LIMIT_PER_ADDRESS: windowLimit('5/15m'),
    FORGOT_PASSWORD_LIMIT_PER_EMAIL: windowLimit('3/1h'),
    /** Avatar uploads (each a decode and re-encode) per person and per client address. */
    AVATAR_LIMIT_PER_PERSON: windowLimit('20/1h'),
    AVATAR_LIMIT_PER_ADDRESS: windowLimit('60/1h'),
    /** Check-in photo replacements (each a decode and two encodes) per person and per client address. */
    CHECK_IN_PHOTO_LIMIT_PER_PERSON: windowLimit('60/1h'),
    CHECK_IN_PHOTO_LIMIT_PER_ADDRESS: windowLimit('200/1h'),
    /** Password changes (each an argon2id verify and hash) per person and per client address. */
    PASSWORD_CHANGE_LIMIT_PER_PERSON: windowLimit('10/1h'),
    PASSWORD_CHANGE_LIMIT_PER_ADDRESS: windowLimit('30/1h'),
    /** Image decodes and encodes (sharp) at once in the gateway; 0 means one per core. */
    IMAGE_CONCURRENCY: concurrency,
    /** Image encodes that may wait for a slot before uploads answer 503 with Retry-After. */
    IMAGE_QUEUE_LIMIT: queueBound,
    /** Port of the gateway's /healthz, /readyz and /metrics, apart from the public PORT. */
    HEALTH_PORT: port(9464),
  })
  .transform((env) => ({ ...env, COOKIE_SECURE: env.COOKIE_SECURE ?? isHttps(env.APP_URL) }));
export type GatewayEnv = z.output<typeof gatewayEnv>;

/** Whether a URL is served over TLS (so cookies are Secure and browsers are told HSTS). */
export function isHttps(url: string): boolean {
  return url.toLowerCase().startsWith('https:');
}

/** The designated account's name on a developer machine and in tests; production must choose one. */
export const DEVELOPMENT_ADMIN_USERNAME = 'admin';

/**
 * The key of the one-click unsubscribe links in digest mails (HMAC-SHA256): the identity worker
 * signs them, the identity service verifies them, nothing else holds it. Whoever has it can turn
 * anyone's email notifications off, so production must set its own; elsewhere a fixed
 * development key keeps a fresh clone working.
 */
export const DEVELOPMENT_UNSUBSCRIBE_TOKEN_SECRET = 'development-only-unsubscribe-token-secret';
const unsubscribeSecretEnv = z.object({
  UNSUBSCRIBE_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

/** Refuses a variable's absence in production, where its development default must not be used. */
function requireInProduction(
  env: { NODE_ENV: string },
  context: z.RefinementCtx,
  variable: string,
  role: string,
): void {
  if (env.NODE_ENV !== 'production') return;
  context.addIssue({ code: 'custom', path: [variable], message: `is required in production (${role})` });
}

/** UNSUBSCRIBE_TOKEN_SECRET as set; outside production, when unset, the development key. */
function unsubscribeSecretOf(
  env: { NODE_ENV: string; UNSUBSCRIBE_TOKEN_SECRET?: string | undefined },
  context: z.RefinementCtx,
): string {
  if (env.UNSUBSCRIBE_TOKEN_SECRET !== undefined) return env.UNSUBSCRIBE_TOKEN_SECRET;
  requireInProduction(
    env,
    context,
    'UNSUBSCRIBE_TOKEN_SECRET',
    'the key of the unsubscribe links in digest mails',
  );
  return DEVELOPMENT_UNSUBSCRIBE_TOKEN_SECRET;
}

/**
 * The identity service. ADMIN_USERNAME names the one account that may make itself the first
 * administrator (/api/admin/init): a well-known default would let whoever registers that name first
 * on a fresh installation take the administration, so production has none and refuses to start.
 * UNSUBSCRIBE_TOKEN_SECRET verifies the unsubscribe links of digest mails.
 */
export const identityEnv = natsEnv
  .extend(actorVerificationEnv.shape)
  .extend(redisEnv.shape)
  .extend(databaseEnv.shape)
  .extend(logEnv.shape)
  .extend(unsubscribeSecretEnv.shape)
  .extend({
    ADMIN_USERNAME: z.string().trim().min(1).optional(),
    HEALTH_PORT: port(0),
    /** argon2id hashes and verifies at once; 0 means two per core. */
    PASSWORD_HASH_CONCURRENCY: concurrency,
    /** Hashes that may wait for a slot before the service answers 503 (busy) instead of queueing. */
    PASSWORD_HASH_QUEUE_LIMIT: queueBound,
  })
  .transform((env, context) => {
    if (env.ADMIN_USERNAME === undefined) {
      requireInProduction(
        env,
        context,
        'ADMIN_USERNAME',
        'the account that may make itself the first administrator',
      );
    }
    return {
      ...env,
      ADMIN_USERNAME: env.ADMIN_USERNAME ?? DEVELOPMENT_ADMIN_USERNAME,
      UNSUBSCRIBE_TOKEN_SECRET: unsubscribeSecretOf(env, context),
    };
  });
export type IdentityEnv = z.output<typeof identityEnv>;

/**
 * The identity worker: mail. It mints reset links at send time and sends the notification digest,
 * so it reads the identity schema, knows APP_URL and asks the social service over NATS.
 */
export const identityWorkerEnv = natsEnv
  .extend(redisEnv.shape)
  .extend(databaseEnv.shape)
  .extend(logEnv.shape)
  .extend(appUrlEnv.shape)
  .extend(unsubscribeSecretEnv.shape)
  .extend({
    /** SMTP connection string (smtp://user:pass@host:port); when empty mail is written as .eml files. */
    SMTP_URL: z.union([z.literal(''), z.string().url()]).default(''),
    MAIL_FROM: z.string().default('Crema <no-reply@crema.local>'),
    MAIL_OUTBOX_DIR: z.string().min(1).default('var/mail'),
    HEALTH_PORT: port(0),
    /** Seconds between sweeps for people due a notification digest (tests use a second or two). */
    DIGEST_SWEEP_EVERY_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60 * 60)
      .default(60 * 60),
  })
  .transform((env, context) => ({ ...env, UNSUBSCRIBE_TOKEN_SECRET: unsubscribeSecretOf(env, context) }));
export type IdentityWorkerEnv = z.output<typeof identityWorkerEnv>;

export const checkinsEnv = natsEnv
  .extend(actorVerificationEnv.shape)
  .extend(redisEnv.shape)
  .extend(databaseEnv.shape)
  .extend(logEnv.shape)
  .extend(mediaEnv.shape)
  .extend({
    HEALTH_PORT: port(0),
    /** Entries kept in each precomputed home timeline; older pages are read from PostgreSQL. */
    TIMELINE_CAP: z.coerce.number().int().min(50).max(10_000).default(800),
    /** Seconds an unread home timeline stays in Redis; the next read rebuilds it from PostgreSQL. */
    TIMELINE_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 60 * 60),
  });
export type CheckinsEnv = z.infer<typeof checkinsEnv>;

export const socialEnv = natsEnv
  .extend(actorVerificationEnv.shape)
  .extend(databaseEnv.shape)
  .extend(logEnv.shape)
  .extend({
    HEALTH_PORT: port(0),
  });
export type SocialEnv = z.infer<typeof socialEnv>;

export const insightsEnv = natsEnv
  .extend(actorVerificationEnv.shape)
  .extend(redisEnv.shape)
  .extend(databaseEnv.shape)
  .extend(logEnv.shape)
  .extend({
    HEALTH_PORT: port(0),
    /** The recommendation model is rebuilt this long after the last of a burst of check-ins or privacy changes. */
    RECOMMENDATION_MODEL_DEBOUNCE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  });
export type InsightsEnv = z.infer<typeof insightsEnv>;

/** The insights worker: badge evaluation and the recommendation model, on BullMQ; no NATS. */
export const insightsWorkerEnv = redisEnv
  .extend(databaseEnv.shape)
  .extend(logEnv.shape)
  .extend({
    HEALTH_PORT: port(0),
    /** Minutes between rebuilds of the recommendation model (item neighbours, coffee profiles). */
    RECOMMENDATION_MODEL_EVERY_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
  });
export type InsightsWorkerEnv = z.infer<typeof insightsWorkerEnv>;

/** The admin service: settings, moderation rules, catalogue, analytics; asks the admin worker to read labels. */
export const adminEnv = natsEnv
  .extend(actorVerificationEnv.shape)
  .extend(redisEnv.shape)
  .extend(databaseEnv.shape)
  .extend(logEnv.shape)
  .extend(mediaEnv.shape)
  .extend({
    HEALTH_PORT: port(0),
  });
export type AdminEnv = z.infer<typeof adminEnv>;

/** The admin worker: reads coffee-bag labels (tesseract.js) on the BullMQ `ocr` queue; no NATS. */
export const adminWorkerEnv = redisEnv
  .extend(logEnv.shape)
  .extend(mediaEnv.shape)
  .extend({
    HEALTH_PORT: port(0),
    /** Labels read at once; 0 sizes the tesseract pool to the machine's cores. */
    OCR_WORKERS: z.coerce.number().int().min(0).max(32).default(0),
  });
export type AdminWorkerEnv = z.infer<typeof adminWorkerEnv>;

/** URL-safe characters only: the password also goes into the service's DATABASE_URL. */
const URL_SAFE = /^[A-Za-z0-9._~-]+$/;

/**
 * A service's migrate.js. DATABASE_URL is the owner's (it runs the migrations); DATABASE_ROLE
 * (default `crema_<service>`) is the role it then creates or updates for the service and its
 * worker, with DATABASE_ROLE_PASSWORD (ADR 0033). Unset, a new role gets no password (it logs in
 * only where the server trusts local connections) and an existing one keeps its own: a forgotten
 * password fails closed (the service cannot connect), so production needs no separate check.
 * `migrate.js --wait` touches no role.
 */
export const migrateEnv = databaseEnv.extend(logEnv.shape).extend({
  DATABASE_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier (a-z, 0-9, _)')
    .optional(),
  DATABASE_ROLE_PASSWORD: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(URL_SAFE, 'must be URL-safe (A-Z a-z 0-9 . _ ~ -): it goes into DATABASE_URL')
    .optional(),
});
export type MigrateEnv = z.infer<typeof migrateEnv>;

export const testingEnv = natsEnv.extend({
  /** A database on the test server from which `@crema/testing` creates and drops one database per run. */
  TEST_DATABASE_ADMIN_URL: url('postgres://postgres@127.0.0.1:5432/postgres'),
  /** Searched for a `nats-server` binary, so each test run gets a JetStream of its own. */
  PATH: z.string().default(''),
});
export type TestingEnv = z.infer<typeof testingEnv>;
