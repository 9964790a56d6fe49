import { Injectable } from '@nestjs/common';
import type { createRoasterBody } from '@crema/contracts/admin/catalogue';
import { normalizedKey } from '@crema/contracts/coffee/coffee-key';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';

export interface RoasterRow {
  id: number;
  name: string;
  location: string | null;
  website: string | null;
  description: string | null;
  logo_url: string | null;
  coffee_bags_count: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `r.id, r.name, r.location, r.website, r.description, r.logo_url, r.created_at, r.updated_at,
  (SELECT count(*)::int FROM admin.coffee_bags b WHERE b.roaster_id = r.id) AS coffee_bags_count`;

/** Escapes LIKE wildcards so a search is for the text as typed. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The roasters table. Names are unique ignoring case, accents and spacing. */
@Injectable()
export class RoastersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first, after the roaster `beforeId`, optionally those whose name contains `query`. */
  page(limit: number, beforeId: number | undefined, query: string | undefined): Promise<RoasterRow[]> {
    return this.dataSource.query<RoasterRow[]>(
      `SELECT ${COLUMNS} FROM admin.roasters r
       WHERE ($1::int IS NULL OR r.id < $1) AND ($2::text IS NULL OR r.name ILIKE $2)
       ORDER BY r.id DESC LIMIT $3`,
      [beforeId ?? null, query ? likeContaining(query) : null, limit + 1],
    );
  }

  async findByName(manager: EntityManager, name: string): Promise<RoasterRow | undefined> {
    const rows = await manager.query<RoasterRow[]>(
      `SELECT ${COLUMNS} FROM admin.roasters r WHERE r.name_key = $1`,
      [normalizedKey(name)],
    );
    return rows[0];
  }

  async findById(manager: EntityManager, id: number): Promise<RoasterRow | undefined> {
    const rows = await manager.query<RoasterRow[]>(
      `SELECT ${COLUMNS} FROM admin.roasters r WHERE r.id = $1`,
      [id],
    );
    return rows[0];
  }

  /** The new roaster, or undefined when one of that name exists. */
  async insert(
    manager: EntityManager,
    roaster: z.output<typeof createRoasterBody>,
  ): Promise<RoasterRow | undefined> {
    const rows = await manager.query<{ id: number }[]>(
      `INSERT INTO admin.roasters (name, name_key, location, website, description, logo_url)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name_key) DO NOTHING RETURNING id`,
      [
        roaster.name,
        normalizedKey(roaster.name),
        roaster.location,
        roaster.website,
        roaster.description,
        roaster.logoUrl,
      ],
    );
    return rows[0] ? this.findById(manager, rows[0].id) : undefined;
  }

  /** The deleted roaster's name, or undefined when there was none. */
  async delete(manager: EntityManager, id: number): Promise<string | undefined> {
    const [rows] = await manager.query<[{ name: string }[], number]>(
      `DELETE FROM admin.roasters WHERE id = $1 RETURNING name`,
      [id],
    );
    return rows[0]?.name;
  }
}
