import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { addComment, deleteComment, listComments } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { CommentsService } from './comments.service';

@Controller()
export class CommentsRpcController {
  constructor(private readonly comments: CommentsService) {}

  @RpcHandler(listComments)
  list(
    @RpcPayload(listComments) input: RpcInput<typeof listComments>,
  ): Promise<RpcReply<typeof listComments>> {
    return this.comments.list(input.viewer, input.checkInId, input.page);
  }

  @RpcHandler(addComment)
  add(@RpcPayload(addComment) input: RpcInput<typeof addComment>): Promise<RpcReply<typeof addComment>> {
    return this.comments.add(input.actor, input.checkInId, input.body.content);
  }

  @RpcHandler(deleteComment)
  async delete(
    @RpcPayload(deleteComment) input: RpcInput<typeof deleteComment>,
  ): Promise<RpcReply<typeof deleteComment>> {
    await this.comments.delete(input.actor, input.checkInId, input.commentId);
    return { ok: true as const };
  }
}
