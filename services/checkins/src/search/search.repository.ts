import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SEARCH_COFFEES_SQL, SEARCH_PLACES_SQL, SEARCH_ROASTERS_SQL } from './search-sql';

export interface CoffeeRow {
  id: number;
  name: string;
  roaster: string;
  image_url: string | null;
  check_ins: number;
  ratings_sum: number;
  coffee_bag_id: number | null;
}
export interface RoasterRow {
  key: string;
  name: string;
  location: string | null;
  logo_url: string | null;
  coffees: number;
}
export interface PlaceRow {
  id: number;
  name: string;
  image_url: string | null;
  check_ins: number;
}

/** Runs the search queries (search-sql.ts) for one viewer (null: a guest). */
@Injectable()
export class SearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  coffees(viewerId: number | null, text: string, limit: number): Promise<CoffeeRow[]> {
    return this.dataSource.query<CoffeeRow[]>(SEARCH_COFFEES_SQL, [viewerId, text, limit]);
  }

  roasters(viewerId: number | null, text: string, limit: number): Promise<RoasterRow[]> {
    return this.dataSource.query<RoasterRow[]>(SEARCH_ROASTERS_SQL, [viewerId, text, limit]);
  }

  places(viewerId: number | null, text: string, limit: number): Promise<PlaceRow[]> {
    return this.dataSource.query<PlaceRow[]>(SEARCH_PLACES_SQL, [viewerId, text, limit]);
  }
}
