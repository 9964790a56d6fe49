import { Controller, UseGuards } from '@nestjs/common';
import { listAuditLog } from '@crema/contracts/admin/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AdminOnlyGuard } from '../common/admin-only.guard';
import { AuditLogService } from './audit-log.service';

@Controller()
@UseGuards(AdminOnlyGuard)
export class AuditLogRpcController {
  constructor(private readonly log: AuditLogService) {}

  @RpcHandler(listAuditLog)
  page(@RpcPayload(listAuditLog) input: RpcInput<typeof listAuditLog>): Promise<RpcReply<typeof listAuditLog>> {
    return this.log.page(input.query);
  }
}
