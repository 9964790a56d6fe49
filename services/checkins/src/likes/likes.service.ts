import { Injectable } from '@nestjs/common';
import type { LikeState } from '@crema/contracts/checkins/check-in';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcError } from '@crema/messaging';
import { CHECK_IN_NOT_FOUND } from '../check-ins/check-ins.service';
import { CheckInAccess } from '../privacy/check-in-access';
import { LikesRepository } from './likes.repository';

/** Idempotent: liking twice is one like, unliking what is not liked changes nothing. */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikesRepository,
    private readonly access: CheckInAccess,
  ) {}

  async like(actor: Actor, checkInId: number): Promise<LikeState> {
    await this.requireVisible(actor, checkInId);
    return this.orNotFound(await this.likes.like(checkInId, actor.userId));
  }

  async unlike(actor: Actor, checkInId: number): Promise<LikeState> {
    await this.requireVisible(actor, checkInId);
    return this.orNotFound(await this.likes.unlike(checkInId, actor.userId));
  }

  private async requireVisible(actor: Actor, checkInId: number): Promise<void> {
    if (!(await this.access.visibleCheckIn(actor, checkInId))) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
  }

  private orNotFound(state: LikeState | null): LikeState {
    if (!state) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return state;
  }
}
