import { Injectable } from '@nestjs/common';
import { suggestCoffees, suggestRoasters } from '@crema/contracts/checkins/rpc';
import type {
  CoffeeSuggestion,
  CoffeeSuggestQuery,
  RoasterSuggestion,
  RoasterSuggestQuery,
} from '@crema/contracts/checkins/suggestions';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcClient } from '@crema/messaging';
import { SEARCH_RULE } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';

const TOO_MANY = 'You have searched a lot lately.';

/** The check-in form's autocomplete; counted with searches, since it reads the same data. */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  async coffees(ip: string, actor: Actor, query: CoffeeSuggestQuery): Promise<CoffeeSuggestion[]> {
    await this.limiter.enforce(SEARCH_RULE, [ip], TOO_MANY);
    return this.rpc.send(suggestCoffees, { actor, ...query });
  }

  async roasters(ip: string, actor: Actor, query: RoasterSuggestQuery): Promise<RoasterSuggestion[]> {
    await this.limiter.enforce(SEARCH_RULE, [ip], TOO_MANY);
    return this.rpc.send(suggestRoasters, { actor, ...query });
  }
}
