import { Injectable } from '@nestjs/common';
import type { NearestPlace, NearestPlaceQuery } from '@crema/contracts/checkins/places';
import { findNearestPlace } from '@crema/contracts/checkins/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcClient } from '@crema/messaging';
import { SEARCH_RULE } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';

/** The nearest café and city, from the checkins service; counted with searches (it reads places). */
@Injectable()
export class PlacesService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  async nearest(ip: string, actor: Actor, query: NearestPlaceQuery): Promise<NearestPlace> {
    await this.limiter.enforce(SEARCH_RULE, [ip], 'You have searched a lot lately.');
    return this.rpc.send(findNearestPlace, { viewer: actor, lat: query.lat, lng: query.lng });
  }
}
