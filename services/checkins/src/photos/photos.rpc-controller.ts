import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { authorizeCheckInPhoto } from '@crema/contracts/checkins/rpc';
import { RpcError, RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { PhotoAccess } from './photo-access';

@Controller()
export class PhotosRpcController {
  constructor(private readonly access: PhotoAccess) {}

  /** 404, never 403: a hidden photo and one that never existed answer alike. */
  @RpcHandler(authorizeCheckInPhoto)
  async authorize(
    @RpcPayload(authorizeCheckInPhoto) input: RpcInput<typeof authorizeCheckInPhoto>,
  ): Promise<RpcReply<typeof authorizeCheckInPhoto>> {
    if (!(await this.access.mayLoad(input.viewer, input.key))) throw RpcError.notFound('No such photo.');
    return { ok: true };
  }
}
