import { Injectable } from '@nestjs/common';
import { searchCafes, searchCoffees, searchRoasters } from '@crema/contracts/checkins/rpc';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { SearchQuery, SearchResult, SearchType } from '@crema/contracts/search/search';
import { searchUsers } from '@crema/contracts/social/rpc';
import { RpcClient } from '@crema/messaging';
import { SEARCH_RULE } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';

/** Routes a search to the service that owns its data: users to social, the rest to checkins. */
@Injectable()
export class SearchService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  /** Limited per client address (guests search too). */
  async search(
    ip: string,
    viewer: Viewer,
    { type, query }: SearchQuery,
  ): Promise<SearchResult<SearchType>[]> {
    await this.limiter.enforce(SEARCH_RULE, [ip], 'You have searched a lot lately.');
    switch (type) {
      case 'coffees':
        return this.rpc.send(searchCoffees, { viewer, query });
      case 'roasters':
        return this.rpc.send(searchRoasters, { viewer, query });
      case 'cafes':
        return this.rpc.send(searchCafes, { viewer, query });
      case 'users':
        return this.rpc.send(searchUsers, { viewer, query });
    }
  }
}
