import { Injectable } from '@nestjs/common';
import type { SaveState } from '@crema/contracts/checkins/check-in';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcError } from '@crema/messaging';
import { CHECK_IN_NOT_FOUND } from '../check-ins/check-ins.service';
import { CheckInAccess } from '../privacy/check-in-access';
import { SavesRepository } from './saves.repository';

/** Idempotent save/unsave of check-ins the viewer may see. */
@Injectable()
export class SavesService {
  constructor(
    private readonly saves: SavesRepository,
    private readonly access: CheckInAccess,
  ) {}

  async save(actor: Actor, checkInId: number): Promise<SaveState> {
    await this.requireVisible(actor, checkInId);
    if (!(await this.saves.save(checkInId, actor.userId))) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return { isSaved: true };
  }

  async unsave(actor: Actor, checkInId: number): Promise<SaveState> {
    await this.requireVisible(actor, checkInId);
    await this.saves.unsave(checkInId, actor.userId);
    return { isSaved: false };
  }

  private async requireVisible(actor: Actor, checkInId: number): Promise<void> {
    if (!(await this.access.visibleCheckIn(actor, checkInId))) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
  }
}
