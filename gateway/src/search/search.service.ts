import { Injectable } from '@nestjs/common';
import { searchCafes, searchCoffees, searchRoasters } from '@crema/contracts/checkins/rpc';
import type { Viewer } from '@crema/contracts/common/rpc';
import type {
  SearchCounts,
  SearchCountsQuery,
  SearchQuery,
  SearchResult,
} from '@crema/contracts/search/search';
import type { SearchType } from '@crema/contracts/search/search-terms';
import { searchUsers } from '@crema/contracts/social/rpc';
import { RpcClient } from '@crema/messaging';
import { SEARCH_RULE } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';

const TOO_MANY = 'You have searched a lot lately.';

/** Routes a search to the service that owns its data: users to social, the rest to checkins. */
@Injectable()
export class SearchService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  /** Limited per client address (guests search too). */
  async search(ip: string, viewer: Viewer, query: SearchQuery): Promise<SearchResult<SearchType>[]> {
    await this.limiter.enforce(SEARCH_RULE, [ip], TOO_MANY);
    return this.searchOne(viewer, query);
  }

  /**
   * How many results each type has (ADR 0020): each owning service runs its own search query, one
   * indexed statement capped at the 20 a tab lists, side by side; counted as one search.
   */
  async counts(ip: string, viewer: Viewer, { query }: SearchCountsQuery): Promise<SearchCounts> {
    await this.limiter.enforce(SEARCH_RULE, [ip], TOO_MANY);
    const [coffees, roasters, cafes, users] = await Promise.all(
      (['coffees', 'roasters', 'cafes', 'users'] as const).map((type) =>
        this.searchOne(viewer, { type, query }).then((results) => results.length),
      ),
    );
    return { coffees: coffees ?? 0, roasters: roasters ?? 0, cafes: cafes ?? 0, users: users ?? 0 };
  }

  private searchOne(viewer: Viewer, { type, query }: SearchQuery): Promise<SearchResult<SearchType>[]> {
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
