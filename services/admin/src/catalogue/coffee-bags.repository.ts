import { Injectable } from '@nestjs/common';
import type { createCoffeeBagBody } from '@crema/contracts/admin/catalogue';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { likeContaining } from './roasters.repository';

export interface CoffeeBagRow {
  id: number;
  roaster_id: number | null;
  roaster_name: string | null;
  coffee_name: string;
  brand_name: string | null;
  origin: string | null;
  roast_level: string | null;
  roast_date: string | null;
  weight: string | null;
  flavor_notes: string[];
  description: string | null;
  image_url: string | null;
  ocr_text: string | null;
  processing_method: string | null;
  altitude: string | null;
  variety: string | null;
  producer: string | null;
  certifications: string[];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `b.id, b.roaster_id, r.name AS roaster_name, b.coffee_name, b.brand_name, b.origin, b.roast_level,
  b.roast_date, b.weight, b.flavor_notes, b.description, b.image_url, b.ocr_text, b.processing_method, b.altitude,
  b.variety, b.producer, b.certifications, b.created_at, b.updated_at`;
const FROM = 'admin.coffee_bags b LEFT JOIN admin.roasters r ON r.id = b.roaster_id';

export type NewCoffeeBag = Omit<z.output<typeof createCoffeeBagBody>, 'roasterName'>;

/** The coffee_bags table, read with each bag's roaster name. */
@Injectable()
export class CoffeeBagsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first, after the bag `beforeId`, optionally those whose coffee or roaster name contains `query`. */
  page(limit: number, beforeId: number | undefined, query: string | undefined): Promise<CoffeeBagRow[]> {
    return this.dataSource.query<CoffeeBagRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM}
       WHERE ($1::int IS NULL OR b.id < $1) AND ($2::text IS NULL OR b.coffee_name ILIKE $2 OR r.name ILIKE $2)
       ORDER BY b.id DESC LIMIT $3`,
      [beforeId ?? null, query ? likeContaining(query) : null, limit + 1],
    );
  }

  async insert(manager: EntityManager, bag: NewCoffeeBag): Promise<CoffeeBagRow> {
    const rows = await manager.query<{ id: number }[]>(
      `INSERT INTO admin.coffee_bags (roaster_id, coffee_name, brand_name, origin, roast_level, roast_date, weight,
         flavor_notes, description, image_url, ocr_text, processing_method, altitude, variety, producer, certifications)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        bag.roasterId,
        bag.coffeeName,
        bag.brandName,
        bag.origin,
        bag.roastLevel,
        bag.roastDate,
        bag.weight,
        bag.flavorNotes,
        bag.description,
        bag.imageUrl,
        bag.ocrText,
        bag.processingMethod,
        bag.altitude,
        bag.variety,
        bag.producer,
        bag.certifications,
      ],
    );
    return (await this.byIds(manager, [rows[0]!.id]))[0]!;
  }

  byIds(manager: EntityManager, ids: number[]): Promise<CoffeeBagRow[]> {
    return manager.query<CoffeeBagRow[]>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE b.id = ANY($1::int[]) ORDER BY b.id`,
      [ids],
    );
  }

  /** Ids of the bags of a roaster, locked until the transaction ends. */
  async idsOfRoaster(manager: EntityManager, roasterId: number): Promise<number[]> {
    const rows = await manager.query<{ id: number }[]>(
      `SELECT id FROM admin.coffee_bags WHERE roaster_id = $1 ORDER BY id FOR UPDATE`,
      [roasterId],
    );
    return rows.map((row) => row.id);
  }

  /** The deleted bag's image URL (null without one), or undefined when there was no such bag. */
  async delete(manager: EntityManager, id: number): Promise<{ imageUrl: string | null } | undefined> {
    const [rows] = await manager.query<[{ image_url: string | null }[], number]>(
      `DELETE FROM admin.coffee_bags WHERE id = $1 RETURNING image_url`,
      [id],
    );
    return rows[0] ? { imageUrl: rows[0].image_url } : undefined;
  }
}
