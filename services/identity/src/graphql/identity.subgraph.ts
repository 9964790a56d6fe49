import { Inject, Injectable } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import { IDENTITY_SUBGRAPH_SDL } from '@crema/contracts/graphql/subgraphs/identity';
import type { UserProfile } from '@crema/contracts/identity/user';
import {
  idOf,
  referenceResolver,
  SubgraphExecutor,
  type Subgraph,
  type SubgraphResolvers,
} from '@crema/messaging';
import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { UsersService } from '../users/users.service';

interface IdentityContext {
  viewer: Viewer;
  /** Every user one execution step names is read in one query (no N+1). */
  users: DataLoader<number, UserProfile | null>;
}

/** identity's part of the graph: `User` (who a person is), `me` and `user(username)`. */
@Injectable()
export class IdentitySubgraph implements Subgraph {
  private readonly executor: SubgraphExecutor<IdentityContext>;

  constructor(
    private readonly users: UsersService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.executor = new SubgraphExecutor(IDENTITY_SUBGRAPH_SDL, this.resolvers(), logger);
  }

  execute(request: GraphqlRequest, viewer: Viewer): Promise<GraphqlResponse> {
    return this.executor.execute(request, {
      viewer,
      users: new DataLoader((ids) => this.users.profilesByIds(ids)),
    });
  }

  private resolvers(): SubgraphResolvers<IdentityContext> {
    return {
      ProfileVisibility: { PUBLIC: 'public', FRIENDS: 'friends', PRIVATE: 'private' },
      Query: {
        me: (_root, _args, { viewer, users }) => (viewer ? users.load(viewer.userId) : null),
        user: (_root, { username }: { username: string }) => this.users.profileByUsername(username),
      },
      User: {
        __resolveReference: referenceResolver(({ id }: { id: string }, { users }: IdentityContext) => {
          const userId = idOf(id);
          return userId ? users.load(userId) : null;
        }),
      },
    };
  }
}
