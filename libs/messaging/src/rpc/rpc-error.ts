import { RpcException } from '@nestjs/microservices';
import {
  RpcErrorCode,
  rpcErrorSchema,
  type FieldError,
  type RpcErrorBody,
} from '@crema/contracts/common/rpc';

/** How long a client should wait after a 503 when nothing better is known: a process restart. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** A typed failure a service answers with; the gateway turns it into problem+json. */
export class RpcError extends RpcException {
  constructor(readonly body: RpcErrorBody) {
    super(body);
  }

  static validation(message: string, errors?: FieldError[]): RpcError {
    return new RpcError({
      status: 400,
      code: RpcErrorCode.ValidationFailed,
      message,
      ...(errors ? { errors } : {}),
    });
  }
  static unauthorized(message: string): RpcError {
    return new RpcError({ status: 401, code: RpcErrorCode.Unauthorized, message });
  }
  static forbidden(message: string): RpcError {
    return new RpcError({ status: 403, code: RpcErrorCode.Forbidden, message });
  }
  static notFound(message: string): RpcError {
    return new RpcError({ status: 404, code: RpcErrorCode.NotFound, message });
  }
  static gone(message: string): RpcError {
    return new RpcError({ status: 410, code: RpcErrorCode.Gone, message });
  }
  static conflict(message: string, errors?: FieldError[]): RpcError {
    return new RpcError({ status: 409, code: RpcErrorCode.Conflict, message, ...(errors ? { errors } : {}) });
  }
  /** 429: the caller may try again in `retryAfterSeconds` (the gateway's Retry-After). */
  static rateLimited(message: string, retryAfterSeconds: number): RpcError {
    return new RpcError({
      status: 429,
      code: RpcErrorCode.RateLimited,
      message,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }
  /**
   * 503: a service (or the bus to it) is down for now. Always with a `retryAfterSeconds` (default
   * UNAVAILABLE_RETRY_AFTER_SECONDS): a client told "unavailable" must also be told when to come back.
   */
  static unavailable(message: string, retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS): RpcError {
    return new RpcError({
      status: 503,
      code: RpcErrorCode.Unavailable,
      message,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }
  /** 503 from a service too busy to start the work now: the caller may try again in `retryAfterSeconds`. */
  static busy(message: string, retryAfterSeconds: number): RpcError {
    return new RpcError({
      status: 503,
      code: RpcErrorCode.Unavailable,
      message,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }
  static internal(): RpcError {
    return new RpcError({
      status: 500,
      code: RpcErrorCode.Internal,
      message: 'Something went wrong on our side.',
    });
  }

  /** Recognises the body of an RpcError that crossed the wire. */
  static fromWire(value: unknown): RpcError | undefined {
    const parsed = rpcErrorSchema.safeParse(value);
    return parsed.success ? new RpcError(parsed.data) : undefined;
  }
}
