import { Controller, Get, Ip, Query } from '@nestjs/common';
import {
  searchQuery,
  type SearchQuery,
  type SearchResult,
  type SearchType,
} from '@crema/contracts/search/search';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Public } from '../sessions/access.decorators';
import { OptionalSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
import { SearchService } from './search.service';

/** SPEC §2 Search: coffees, roasters, cafés and people, as the viewer may see them. */
@Controller('api/search')
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  @Public()
  @Get()
  search(
    @Ip() ip: string,
    @OptionalSession() session: Session | undefined,
    @Query(new ZodValidationPipe(searchQuery)) query: SearchQuery,
  ): Promise<SearchResult<SearchType>[]> {
    return this.searches.search(ip, session?.actor ?? null, query);
  }
}
