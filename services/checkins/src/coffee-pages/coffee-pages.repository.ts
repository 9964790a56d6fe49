import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CardRow } from '../cards/card-sql';
import {
  checkInsSql,
  COFFEE_SQL,
  friendsSql,
  PLACE_SQL,
  ROASTER_COFFEES_SQL,
  ROASTER_SQL,
  statsSql,
  type PageScope,
} from './coffee-pages-sql';

interface CatalogueRoasterColumns {
  catalogue_name: string | null;
  location: string | null;
  website: string | null;
  logo_url: string | null;
}
export interface CoffeeRow extends CatalogueRoasterColumns {
  id: number;
  name: string;
  roaster: string;
  roaster_key: string;
  bag_id: number | null;
  image_url: string | null;
  origin: string | null;
  processing_method: string | null;
  roast_level: string | null;
  flavor_notes: string[] | null;
}
export interface RoasterRow extends CatalogueRoasterColumns {
  key: string;
  name: string;
}
export interface PlaceRow {
  id: number;
  name: string;
}
export interface StatsRow {
  distribution: number[];
  ratings_sum: number;
  notes: { name: string; count: number }[];
}
export interface FriendRow {
  id: number;
  username: string;
  avatar_url: string | null;
  total: number;
}
export interface RoasterCoffeeRow {
  id: number;
  name: string;
  check_ins: number;
  ratings_sum: number;
}

/** A page's id as its queries take it: a row id, or a roaster's name. */
export type ScopeId = number | string;

/** Runs the page queries (coffee-pages-sql.ts) for one viewer (null: a guest). */
@Injectable()
export class CoffeePagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async coffee(id: number): Promise<CoffeeRow | undefined> {
    return (await this.dataSource.query<CoffeeRow[]>(COFFEE_SQL, [id]))[0];
  }

  async roaster(name: string): Promise<RoasterRow | undefined> {
    return (await this.dataSource.query<RoasterRow[]>(ROASTER_SQL, [name]))[0];
  }

  async place(id: number): Promise<PlaceRow | undefined> {
    return (await this.dataSource.query<PlaceRow[]>(PLACE_SQL, [id]))[0];
  }

  async stats(scope: PageScope, viewerId: number | null, id: ScopeId, notes: number): Promise<StatsRow> {
    const rows = await this.dataSource.query<StatsRow[]>(statsSql(scope), [viewerId, id, notes]);
    return rows[0] ?? { distribution: [0, 0, 0, 0, 0], ratings_sum: 0, notes: [] };
  }

  friends(scope: PageScope, viewerId: number | null, id: ScopeId, count: number): Promise<FriendRow[]> {
    return this.dataSource.query<FriendRow[]>(friendsSql(scope), [viewerId, id, count]);
  }

  checkIns(
    scope: PageScope,
    viewerId: number | null,
    id: ScopeId,
    belowId: number,
    count: number,
  ): Promise<CardRow[]> {
    return this.dataSource.query<CardRow[]>(checkInsSql(scope), [viewerId, id, belowId, count]);
  }

  roasterCoffees(viewerId: number | null, name: string, count: number): Promise<RoasterCoffeeRow[]> {
    return this.dataSource.query<RoasterCoffeeRow[]>(ROASTER_COFFEES_SQL, [viewerId, name, count]);
  }
}
