import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { getCurrentUser } from '@crema/contracts/identity/rpc';
import type { RecommendationTaste } from '@crema/contracts/insights/recommendations';
import { RpcClient } from '@crema/messaging';

/**
 * The settings that shape a person's recommendations are identity's: read fresh on their behalf
 * (the token of the request being served is forwarded), as the REST route does, so a change applies at once.
 */
@Injectable()
export class TasteReader {
  constructor(private readonly rpc: RpcClient) {}

  async of(actor: Actor): Promise<RecommendationTaste> {
    const { preferences } = await this.rpc.send(getCurrentUser, { actor });
    const { defaultBrewMethod, coffeeStrengthPreference, measurementUnit } = preferences;
    return { defaultBrewMethod, coffeeStrengthPreference, measurementUnit };
  }
}
