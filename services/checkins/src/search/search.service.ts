import { Injectable } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { CafeResult, CoffeeResult, RoasterResult } from '@crema/contracts/search/search';
import { SEARCH_RESULTS_MAX } from '@crema/contracts/search/search-terms';
import { averageRating } from '../common/average-rating';
import { SearchRepository } from './search.repository';

/**
 * Coffees, roasters and cafés among the check-ins the viewer may see in discover, best match first
 * (ADR 0005), with what the admin catalogue says of them (ADR 0014). Café address stays null: the
 * catalogue has no cafés.
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
      avgRating: averageRating(row.ratings_sum, row.check_ins),
      ratingsCount: row.check_ins,
      coffeeBagId: row.coffee_bag_id,
    }));
  }

  async roasters(viewer: Viewer, text: string): Promise<RoasterResult[]> {
    const rows = await this.search.roasters(viewer?.userId ?? null, text, SEARCH_RESULTS_MAX);
    return rows.map((row) => ({
      id: row.key,
      name: row.name,
      location: row.location,
      logoUrl: row.logo_url,
      coffeesCount: row.coffees,
    }));
  }

  async cafes(viewer: Viewer, text: string): Promise<CafeResult[]> {
    const rows = await this.search.places(viewer?.userId ?? null, text, SEARCH_RESULTS_MAX);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: null,
      imageUrl: row.image_url,
      checkInsCount: row.check_ins,
    }));
  }
}
