import {
  applyDecorators,
  Catch,
  type ArgumentsHost,
  type CallHandler,
  type ExecutionContext,
  type ExceptionFilter,
  type NestInterceptor,
  type PipeTransform,
} from '@nestjs/common';
import { MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import { CORRELATION_HEADER, withCorrelationId } from '@crema/observability';
import type { RpcDescriptor } from '@crema/contracts/common/rpc';
import type { MsgHdrs } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { Observable, throwError } from 'rxjs';
import type { z } from 'zod';
import { RpcError } from './rpc-error';
import { fieldErrors, summarize } from './zod-errors';

/** Marks a method as the handler of an RPC descriptor's subject. */
export function RpcHandler(descriptor: RpcDescriptor<z.ZodType, z.ZodType>): MethodDecorator {
  return applyDecorators(MessagePattern(descriptor.subject));
}

/** The handler's payload, parsed by the descriptor's request schema (400 RpcError otherwise). */
export function RpcPayload(descriptor: RpcDescriptor<z.ZodType, z.ZodType>): ParameterDecorator {
  return Payload(new ZodPipe(descriptor.request));
}

class ZodPipe implements PipeTransform {
  constructor(private readonly schema: z.ZodType) {}

  transform(value: unknown): unknown {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const errors = fieldErrors(result.error);
    throw RpcError.validation(summarize(errors), errors);
  }
}

/** Runs each handler inside the caller's correlation id so every log line carries it. */
export class CorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc().getContext<unknown>();
    // NatsContext types its headers as `any`; they are a NATS MsgHdrs (or absent).
    const headers = rpc instanceof NatsContext ? (rpc.getHeaders() as MsgHdrs | undefined) : undefined;
    const correlationId = headers?.get(CORRELATION_HEADER);
    return new Observable((subscriber) =>
      withCorrelationId(correlationId || undefined, () => next.handle().subscribe(subscriber)),
    );
  }
}

/** Answers RpcErrors as they are and anything else as a bare 500, logged with its stack. */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcError) return throwError(() => exception.body);
    const subject = host.switchToRpc().getContext<NatsContext>()?.getSubject?.();
    this.logger.error({ err: exception, subject }, 'unhandled error in RPC handler');
    return throwError(() => RpcError.internal().body);
  }
}
