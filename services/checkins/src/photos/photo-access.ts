import { Injectable } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import { mediaUrlFor } from '@crema/storage';
import { DataSource } from 'typeorm';
import { notHiddenSql, visibleAuthorSql } from '../privacy/visibility-sql';

/**
 * Whether a viewer may load a check-in photo file: exactly when they may see the check-in that
 * holds it (CheckInAccess's rule, read at request time). One indexed lookup per file request.
 */
@Injectable()
export class PhotoAccess {
  constructor(private readonly dataSource: DataSource) {}

  async mayLoad(viewer: Viewer, key: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM checkins.check_ins c LEFT JOIN checkins.authors a ON a.id = c.user_id
       WHERE (c.photo_url = $2 OR c.photo_thumbnail_url = $2)
         AND ((${visibleAuthorSql('$1::int', 'c.user_id')} AND ${notHiddenSql('$1::int')}) OR $3::bool)
       LIMIT 1`,
      [viewer?.userId ?? null, mediaUrlFor(key), viewer?.isAdmin ?? false],
    );
    return rows.length > 0;
  }
}
