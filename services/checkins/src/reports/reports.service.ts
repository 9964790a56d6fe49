import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { RpcError } from '@crema/messaging';
import { CHECK_IN_NOT_FOUND } from '../check-ins/check-ins.service';
import { CheckInAccess } from '../privacy/check-in-access';
import { ReportsRepository } from './reports.repository';

export const CANNOT_REPORT_OWN = 'You cannot report your own check-in';

@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly access: CheckInAccess,
  ) {}

  async report(actor: Actor, checkInId: number, reason: string): Promise<void> {
    const checkIn = await this.access.visibleCheckIn(actor, checkInId);
    if (!checkIn) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    if (checkIn.userId === actor.userId) throw RpcError.forbidden(CANNOT_REPORT_OWN);
    if (!(await this.reports.report(checkInId, actor.userId, reason)))
      throw RpcError.notFound(CHECK_IN_NOT_FOUND);
  }
}
