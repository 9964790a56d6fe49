import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../sessions/access.decorators';
import { ScopeByOperation } from '../sessions/scope-by-operation.decorator';
import { GraphqlServer } from './graphql.server';

/**
 * POST /graphql (queries and mutations) and GET /graphql (queries), for a session, a personal
 * access token or a guest: the session guard has authenticated the caller; the graph's services
 * decide what each may see or do.
 */
@Controller('graphql')
export class GraphqlController {
  constructor(private readonly graphql: GraphqlServer) {}

  @Post()
  @Public()
  @ScopeByOperation()
  post(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(request, reply);
  }

  @Get()
  @Public()
  @ScopeByOperation()
  get(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(request, reply);
  }

  private async answer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const queryStart = request.url.indexOf('?');
    const response = await this.graphql.execute(
      {
        method: request.method,
        headers: request.headers,
        search: queryStart >= 0 ? request.url.slice(queryStart) : '',
        body: request.body,
      },
      {
        actor: request.cremaSession?.actor ?? request.cremaAccessToken?.actor ?? null,
        accessToken: request.cremaAccessToken,
      },
    );
    for (const [name, value] of response.headers) void reply.header(name, value);
    void reply.status(response.status ?? 200).header('cache-control', 'no-store');
    if (response.body.kind === 'complete') {
      await reply.send(response.body.string);
      return;
    }
    let text = '';
    for await (const chunk of response.body.asyncIterator) text += chunk;
    await reply.send(text);
  }
}
