import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Delete, HttpCode, Param, Patch } from '@nestjs/common';
import { checkInIdParams, type CheckInCard } from '@crema/contracts/checkins/check-in';
import { reassignCheckInBody, type ReassignCheckInBody } from '@crema/contracts/checkins/moderation';
import { deleteCheckInAsAdmin, reassignCheckIn } from '@crema/contracts/checkins/rpc';
import { RpcClient } from '@crema/messaging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';

const idPipe = new ZodValidationPipe(checkInIdParams);

/**
 * Administrators' actions on any check-in (SPEC §7); the checkins service checks the signed actor
 * is an administrator too. The list of every check-in is GET /api/check-ins?filter=all|popular.
 */
@Controller('api/admin/check-ins')
export class AdminCheckInsController {
  constructor(private readonly rpc: RpcClient) {}

  @AdminOnly()
  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentActor() actor: Actor, @Param(idPipe) params: { id: number }): Promise<void> {
    await this.rpc.send(deleteCheckInAsAdmin, { actor: actor, id: params.id });
  }

  @AdminOnly()
  @Patch(':id/reassign')
  reassign(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: { id: number },
    @Body(new ZodValidationPipe(reassignCheckInBody)) body: ReassignCheckInBody,
  ): Promise<CheckInCard> {
    return this.rpc.send(reassignCheckIn, { actor: actor, id: params.id, newUserId: body.newUserId });
  }
}
