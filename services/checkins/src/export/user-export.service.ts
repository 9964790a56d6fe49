import { Injectable } from '@nestjs/common';
import type { CheckinsExport } from '@crema/contracts/checkins/rpc';
import type { Actor } from '@crema/contracts/common/rpc';
import { UserExportRepository } from './user-export.repository';

/** The checkins part of a data export: only ever the actor's own data. */
@Injectable()
export class UserExportService {
  constructor(private readonly exports: UserExportRepository) {}

  exportFor(actor: Actor): Promise<CheckinsExport> {
    return this.exports.read(actor.userId);
  }
}
