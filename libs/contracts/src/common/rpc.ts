import { z } from 'zod';

/**
 * Which request field names the person a request is made for: `actor` (a signed-in person is
 * required), `viewer` (a signed-in person or null for a guest), or none (a service's own call).
 * That field never travels in the body: the caller sends the person as a signed token in the
 * ACTOR_HEADER and the receiving service fills the field in from the verified token only.
 */
export type RpcPerson = 'actor' | 'viewer' | null;

/**
 * A request-reply command or query over NATS: its subject and the schemas of both directions.
 * Clients and handlers are typed from the same descriptor, so they cannot drift apart.
 */
export interface RpcDescriptor<Req extends z.ZodType, Res extends z.ZodType> {
  readonly subject: string;
  readonly request: Req;
  readonly reply: Res;
  readonly person: RpcPerson;
  /**
   * The reply is a page `{ items, nextCursor }`. It travels as the items' JSON with the cursor in
   * the NextCursor header, so the gateway can answer a page's bytes without decoding them.
   */
  readonly paged: boolean;
  /** How long a caller waits for the reply, when longer than the configured NATS request timeout. */
  readonly timeoutMs?: number;
}

export type RpcRequest<D> = D extends RpcDescriptor<infer Req, z.ZodType> ? z.input<Req> : never;
export type RpcReply<D> = D extends RpcDescriptor<z.ZodType, infer Res> ? z.output<Res> : never;

export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: `rpc.${string}`,
  request: Req,
  reply: Res,
  options: { timeoutMs?: number } = {},
): RpcDescriptor<Req, Res> {
  return { subject, request, reply, person: personOf(request), paged: isPage(reply), ...options };
}

function isPage(reply: z.ZodType): boolean {
  return reply instanceof z.ZodObject && 'items' in reply.shape && 'nextCursor' in reply.shape;
}

function personOf(request: z.ZodType): RpcPerson {
  const shape = request instanceof z.ZodObject ? (request.shape as Record<string, unknown>) : {};
  if ('actor' in shape) return 'actor';
  if ('viewer' in shape) return 'viewer';
  return null;
}

/** NATS headers of an RPC (lower-case, as HTTP's): who asks, for whom, and whether a reply is a failure. */
export const RpcHeader = {
  /** The person a request is made for, as a short-lived token signed by the gateway. */
  Actor: 'crema-actor',
  /** The deployable that sent the request. */
  Caller: 'crema-caller',
  /** Set on a reply whose body is an RpcErrorBody; its value is the status. */
  Error: 'crema-error',
  /** A page reply's cursor of the next page (absent on the last page). */
  NextCursor: 'crema-next-cursor',
} as const;

/** Every request subject of a service (`rpc.<service>.>`); it answers them in the queue group named after it. */
export const rpcSubjectsOf = (service: string) => `rpc.${service}.>`;

/** The signed-in user on whose behalf a request is made; services enforce their rules with it. */
export const actorSchema = z.object({
  userId: z.number().int().positive(),
  isAdmin: z.boolean(),
});
export type Actor = z.infer<typeof actorSchema>;

/** The signed-in user reading, or null for a guest. */
export const viewerSchema = actorSchema.nullable();
export type Viewer = z.infer<typeof viewerSchema>;

export const okReply = z.object({ ok: z.literal(true) });

/** Machine-readable failure codes a service may answer with. */
export const RpcErrorCode = {
  ValidationFailed: 'validation_failed',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  /** 410: it existed, and its time is over (an expired link). */
  Gone: 'gone',
  Conflict: 'conflict',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  RateLimited: 'rate_limited',
  Unavailable: 'unavailable',
  Internal: 'internal',
} as const;
export type RpcErrorCode = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** What a service answers instead of a reply when a request fails. */
export const rpcErrorSchema = z.object({
  status: z.number().int().min(400).max(599),
  code: z.enum(Object.values(RpcErrorCode) as [RpcErrorCode, ...RpcErrorCode[]]),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** With a 429: when the caller may try again (the gateway answers it as Retry-After). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type RpcErrorBody = z.infer<typeof rpcErrorSchema>;

/** Every service answers this so callers (the gateway's /readyz, launchers) can check it is up. */
export function healthPing(service: string) {
  return defineRpc(`rpc.${service}.health.ping.v1`, z.object({}).strict(), okReply);
}
