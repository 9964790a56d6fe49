import { ClientNats, ClientProxyFactory, NatsRecordBuilder, Transport } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import type { RpcDescriptor, RpcReply, RpcRequest } from '@crema/contracts/common/rpc';
import { CORRELATION_HEADER, currentCorrelationId } from '@crema/observability';
import type { z } from 'zod';
import { RpcError } from './rpc-error';

export interface RpcClientOptions {
  natsUrl: string;
  timeoutMs: number;
  /** Name shown in NATS connection listings. */
  name: string;
}

/**
 * Typed request-reply over NATS. Every call carries the current correlation id, gives up after
 * the configured timeout (503), and surfaces a service's failure as an RpcError.
 */
export class RpcClient {
  private readonly client: ClientNats;

  constructor(private readonly options: RpcClientOptions) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { servers: [options.natsUrl], name: options.name, maxReconnectAttempts: -1 },
    }) as ClientNats;
  }

  async connect(): Promise<void> {
    await this.client.connect();
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  async send<D extends RpcDescriptor<z.ZodType, z.ZodType>>(
    descriptor: D,
    payload: RpcRequest<D>,
  ): Promise<RpcReply<D>> {
    const headers = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) headers.set(CORRELATION_HEADER, correlationId);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    try {
      return await firstValueFrom(
        this.client.send<RpcReply<D>>(descriptor.subject, record).pipe(timeout(this.options.timeoutMs)),
      );
    } catch (error) {
      throw toRpcError(error, descriptor.subject);
    }
  }
}

function toRpcError(error: unknown, subject: string): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof TimeoutError) {
    return RpcError.unavailable(`The ${serviceOf(subject)} service did not answer in time. Please try again.`);
  }
  const wire = RpcError.fromWire(error);
  if (wire) return wire;
  if (isNoResponders(error)) {
    return RpcError.unavailable(`The ${serviceOf(subject)} service is unavailable. Please try again.`);
  }
  return RpcError.internal();
}

function isNoResponders(error: unknown): boolean {
  const text = String((error as { message?: string; code?: string })?.code ?? (error as Error)?.message ?? '');
  // Nest's NATS client reports a subject nobody listens on as an EmptyResponseException.
  return /503|no ?responders|no subscribers/i.test(text);
}

function serviceOf(subject: string): string {
  return subject.split('.')[1] ?? 'requested';
}
