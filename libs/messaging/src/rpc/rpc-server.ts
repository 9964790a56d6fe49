import { Catch, type ArgumentsHost, type ExceptionFilter, type PipeTransform } from '@nestjs/common';
import { MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import type { RpcDescriptor } from '@crema/contracts/common/rpc';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import type { z } from 'zod';
import type { RpcHandlerExtras } from './nats-rpc-server';
import { DEPENDENCY_OUTAGE_MESSAGE, isDependencyOutage } from './dependency-outage';
import { RpcError } from './rpc-error';
import { fieldErrors, summarize } from './zod-errors';

/** Marks a method as the handler of an RPC descriptor's subject (and whom its requests are for). */
export function RpcHandler(descriptor: RpcDescriptor<z.ZodType, z.ZodType>): MethodDecorator {
  const extras: RpcHandlerExtras = { person: descriptor.person, paged: descriptor.paged };
  return MessagePattern(descriptor.subject, extras);
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

/** Answers RpcErrors as they are and anything else as a bare 500, logged with its stack. */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcError) return throwError(() => exception.body);
    const subject = host.switchToRpc().getContext<NatsContext>()?.getSubject?.();
    if (isDependencyOutage(exception)) {
      this.logger.warn({ err: exception, subject }, 'a dependency is unavailable: answering 503');
      return throwError(() => RpcError.unavailable(DEPENDENCY_OUTAGE_MESSAGE).body);
    }
    this.logger.error({ err: exception, subject }, 'unhandled error in RPC handler');
    return throwError(() => RpcError.internal().body);
  }
}
