import type { Actor } from '@crema/contracts/common/rpc';
import { Controller, Get, Ip, Query } from '@nestjs/common';
import {
  searchCountsQuery,
  searchQuery,
  type SearchCounts,
  type SearchCountsQuery,
  type SearchQuery,
  type SearchResult,
} from '@crema/contracts/search/search';
import type { SearchType } from '@crema/contracts/search/search-terms';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Public } from '../sessions/access.decorators';
import { OptionalActor } from '../sessions/request-session';
import { SearchService } from './search.service';

/** SPEC §2 Search: coffees, roasters, cafés and people, as the viewer may see them. */
@Controller('api/search')
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  @Public()
  @Get()
  search(
    @Ip() ip: string,
    @OptionalActor() actor: Actor | undefined,
    @Query(new ZodValidationPipe(searchQuery)) query: SearchQuery,
  ): Promise<SearchResult<SearchType>[]> {
    return this.searches.search(ip, actor ?? null, query);
  }

  @Public()
  @Get('counts')
  counts(
    @Ip() ip: string,
    @OptionalActor() actor: Actor | undefined,
    @Query(new ZodValidationPipe(searchCountsQuery)) query: SearchCountsQuery,
  ): Promise<SearchCounts> {
    return this.searches.counts(ip, actor ?? null, query);
  }
}
