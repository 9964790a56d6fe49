import { Injectable } from '@nestjs/common';
import { healthPing } from '@crema/contracts/common/rpc';
import { IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import { Redis } from 'ioredis';

export interface Readiness {
  ready: boolean;
  checks: Record<string, boolean>;
}

const identityPing = healthPing(IDENTITY_SERVICE);

/** The gateway can serve when Redis answers and the identity service answers over NATS. */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly redis: Redis,
    private readonly rpc: RpcClient,
  ) {}

  async check(): Promise<Readiness> {
    const [redis, identity] = await Promise.all([
      this.redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
      this.rpc.send(identityPing, {}).then(
        () => true,
        () => false,
      ),
    ]);
    return { ready: redis && identity, checks: { redis, identity } };
  }
}
