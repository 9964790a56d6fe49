import { Injectable } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import {
  SEARCH_RESULTS_MAX,
  type CafeResult,
  type CoffeeResult,
  type RoasterResult,
} from '@crema/contracts/search/search';
import { SearchRepository } from './search.repository';

/**
 * Coffees, roasters and cafés among the check-ins the viewer may see in discover, best match first
 * (ADR 0005). Roaster location and logo and café address stay null until the catalogue has them.
 */
@Injectable()
export class SearchService {
  constructor(private readonly search: SearchRepository) {}

  async coffees(viewer: Viewer, text: string): Promise<CoffeeResult[]> {
    const rows = await this.search.coffees(viewer?.userId ?? null, text, SEARCH_RESULTS_MAX);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      roaster: row.roaster,
      imageUrl: row.image_url,
      // One decimal, half up, in integers: (sum * 10 / count) is exact where it matters.
      avgRating: Math.round((row.ratings_sum * 10) / row.check_ins) / 10,
      ratingsCount: row.check_ins,
    }));
  }

  async roasters(viewer: Viewer, text: string): Promise<RoasterResult[]> {
    const rows = await this.search.roasters(viewer?.userId ?? null, text, SEARCH_RESULTS_MAX);
    return rows.map((row) => ({ name: row.name, location: null, logoUrl: null, coffeesCount: row.coffees }));
  }

  async cafes(viewer: Viewer, text: string): Promise<CafeResult[]> {
    const rows = await this.search.places(viewer?.userId ?? null, text, SEARCH_RESULTS_MAX);
    return rows.map((row) => ({
      name: row.name,
      address: null,
      imageUrl: row.image_url,
      checkInsCount: row.check_ins,
    }));
  }
}
