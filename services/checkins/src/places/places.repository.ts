import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { publiclyShareableSql } from '../privacy/visibility-sql';

export interface NearestCafeRow {
  id: number;
  name: string;
  distance_m: number;
}

const EARTH_RADIUS_M = 6_371_000;
/** Haversine distance in metres from (`$2` lat, `$3` lng) to the check-in `c`. */
const DISTANCE_M = `(${2 * EARTH_RADIUS_M} * asin(least(1, sqrt(
  power(sin(radians(c.latitude - $2::float8) / 2), 2)
  + cos(radians($2::float8)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - $3::float8) / 2), 2)))))`;

/**
 * The café (a `places` row) of the nearest check-in within `$8` metres of (`$2`, `$3`) that the
 * viewer `$1` may see there: their own, or a publicly shareable one, never a hidden one. The
 * bounding box (`$4..$7`) is read through `check_ins_geo_idx`, so the cost follows the check-ins
 * around the point, not the table.
 */
const NEAREST_CAFE_SQL = `SELECT p.id, p.name, round(n.distance_m)::int AS distance_m
FROM (
  SELECT c.place_id, ${DISTANCE_M} AS distance_m
  FROM checkins.check_ins c JOIN checkins.authors a ON a.id = c.user_id
  WHERE c.latitude IS NOT NULL
    AND c.latitude BETWEEN $4::float8 AND $5::float8 AND c.longitude BETWEEN $6::float8 AND $7::float8
    AND c.place_id IS NOT NULL AND NOT c.hidden
    AND (c.user_id = $1::int OR ${publiclyShareableSql('a')})
) n
JOIN checkins.places p ON p.id = n.place_id
WHERE n.distance_m <= $8::float8
ORDER BY n.distance_m, p.id
LIMIT 1`;

/** Degrees of latitude per metre. */
const DEG_PER_M = 1 / 111_320;

@Injectable()
export class PlacesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async nearestCafe(
    viewerId: number | null,
    lat: number,
    lng: number,
    radiusM: number,
  ): Promise<NearestCafeRow | null> {
    const dLat = radiusM * DEG_PER_M;
    // Near the poles a degree of longitude shrinks to nothing: the box then spans every longitude.
    const cos = Math.cos((lat * Math.PI) / 180);
    const dLng = cos > 0.01 ? dLat / cos : 180;
    const rows = await this.dataSource.query<NearestCafeRow[]>(NEAREST_CAFE_SQL, [
      viewerId,
      lat,
      lng,
      lat - dLat,
      lat + dLat,
      lng - dLng,
      lng + dLng,
      radiusM,
    ]);
    return rows[0] ?? null;
  }
}
