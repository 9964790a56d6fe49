import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { getRecommendations } from '@crema/contracts/insights/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { RecommendationsService } from './recommendations.service';

@Controller()
export class RecommendationsRpcController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @RpcHandler(getRecommendations)
  get(
    @RpcPayload(getRecommendations) input: RpcInput<typeof getRecommendations>,
  ): Promise<RpcReply<typeof getRecommendations>> {
    return this.recommendations.for(input.actor, input.taste, input.refresh);
  }
}
