import { Inject, Injectable } from '@nestjs/common';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { checkInIdSchema, createCheckInBody, updateCheckInBody } from '@crema/contracts/checkins/check-in';
import { cafePageParams, coffeePageParams, roasterIdSchema } from '@crema/contracts/checkins/coffee-pages';
import { addCommentBody } from '@crema/contracts/checkins/comments';
import { feedQuery } from '@crema/contracts/checkins/feed';
import type { Page } from '@crema/contracts/common/page';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import { CHECKINS_SUBGRAPH_SDL } from '@crema/contracts/graphql/subgraphs/checkins';
import {
  connectionOf,
  idOf,
  idReference,
  nullIfNotFound,
  pageOfArguments,
  pageQueryInput,
  parseArguments,
  referenceResolver,
  requireActor,
  RpcError,
  SubgraphExecutor,
  type ConnectionArgs,
  type Subgraph,
  type SubgraphResolvers,
} from '@crema/messaging';
import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import { CheckInsService } from '../check-ins/check-ins.service';
import { CoffeePagesService } from '../coffee-pages/coffee-pages.service';
import { CommentsService } from '../comments/comments.service';
import { LOGGER } from '../common/tokens';
import { FeedsService } from '../feeds/feeds.service';
import { LikesService } from '../likes/likes.service';
import { SavesService } from '../saves/saves.service';
import {
  cafeNode,
  checkInNode,
  coffeeNode,
  commentNode,
  roasterNode,
  statsNode,
  type CheckInNode,
  type RoasterNode,
  type UserNode,
} from './graph-nodes';

interface CheckinsContext {
  viewer: Viewer;
  /** Every check-in one execution step names is read in one query, under the viewer's privacy. */
  checkIns: DataLoader<number, CheckInCard | null>;
}

type PageArgs = ConnectionArgs;

interface FeedArgs extends PageArgs {
  kind: 'HOME' | 'DISCOVER';
  filter: 'RECENT' | 'FRIENDS' | 'TOP' | 'NEARBY';
  near?: { latitude: number; longitude: number } | null;
}

const FEED_TYPE = { HOME: 'feed', DISCOVER: 'discover' } as const;

/** checkins' part of the graph: check-ins, comments, likes and saves, feeds and coffee pages. */
@Injectable()
export class CheckinsSubgraph implements Subgraph {
  private readonly executor: SubgraphExecutor<CheckinsContext>;

  constructor(
    private readonly feeds: FeedsService,
    private readonly checkIns: CheckInsService,
    private readonly comments: CommentsService,
    private readonly likes: LikesService,
    private readonly saves: SavesService,
    private readonly pages: CoffeePagesService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.executor = new SubgraphExecutor(CHECKINS_SUBGRAPH_SDL, this.resolvers(), logger);
  }

  execute(request: GraphqlRequest, viewer: Viewer): Promise<GraphqlResponse> {
    return this.executor.execute(request, {
      viewer,
      checkIns: new DataLoader((ids) => this.feeds.visibleByIds(viewer, ids)),
    });
  }

  private resolvers(): SubgraphResolvers<CheckinsContext> {
    return {
      Query: {
        feed: async (_root, args: FeedArgs, { viewer }) => {
          const query = parseArguments(feedQuery, {
            ...pageQueryInput(args),
            feedType: FEED_TYPE[args.kind],
            filter: args.filter.toLowerCase(),
            ...(args.near ? { lat: args.near.latitude, lng: args.near.longitude } : {}),
          });
          return checkInConnection(await this.feeds.listFeed(viewer, query));
        },
        checkIn: (_root, { id }: { id: string }, { checkIns }) => visibleCheckIn(checkIns, id),
        savedCheckIns: async (_root, args: PageArgs, { viewer }) =>
          checkInConnection(await this.feeds.listSaved(requireActor(viewer), pageOfArguments(args))),
        coffee: async (_root, { id }: { id: string }, { viewer }) => {
          const page = await nullIfNotFound(
            this.pages.coffee(viewer, parseArguments(coffeePageParams, { id }).id),
          );
          return page && coffeeNode(page);
        },
        roaster: async (_root, { id }: { id: string }, { viewer }) => {
          const page = await nullIfNotFound(this.pages.roaster(viewer, parseArguments(roasterIdSchema, id)));
          return page && roasterNode(page);
        },
        cafe: async (_root, { id }: { id: string }, { viewer }) => {
          const page = await nullIfNotFound(
            this.pages.cafe(viewer, parseArguments(cafePageParams, { id }).id),
          );
          return page && cafeNode(page);
        },
      },
      Mutation: {
        createCheckIn: async (_root, { input }: { input: unknown }, { viewer }) =>
          checkInNode(
            await this.checkIns.create(requireActor(viewer), parseArguments(createCheckInBody, input), null),
          ),
        updateCheckIn: async (_root, { id, input }: { id: string; input: unknown }, { viewer }) =>
          checkInNode(
            await this.checkIns.update(
              requireActor(viewer),
              checkInId(id),
              parseArguments(updateCheckInBody, input),
            ),
          ),
        deleteCheckIn: async (_root, { id }: { id: string }, { viewer }) => {
          await this.checkIns.delete(requireActor(viewer), checkInId(id));
          return true;
        },
        likeCheckIn: (_root, { id }: { id: string }, { viewer }) =>
          this.afterChange(viewer, id, (actor, checkIn) => this.likes.like(actor, checkIn)),
        unlikeCheckIn: (_root, { id }: { id: string }, { viewer }) =>
          this.afterChange(viewer, id, (actor, checkIn) => this.likes.unlike(actor, checkIn)),
        saveCheckIn: (_root, { id }: { id: string }, { viewer }) =>
          this.afterChange(viewer, id, (actor, checkIn) => this.saves.save(actor, checkIn)),
        unsaveCheckIn: (_root, { id }: { id: string }, { viewer }) =>
          this.afterChange(viewer, id, (actor, checkIn) => this.saves.unsave(actor, checkIn)),
        addComment: async (_root, args: { checkInId: string; body: string }, { viewer }) => {
          const { content } = parseArguments(addCommentBody, { content: args.body });
          return commentNode(
            await this.comments.add(requireActor(viewer), checkInId(args.checkInId), content),
          );
        },
        deleteComment: async (_root, args: { checkInId: string; commentId: string }, { viewer }) => {
          await this.comments.delete(
            requireActor(viewer),
            checkInId(args.checkInId),
            commentId(args.commentId),
          );
          return true;
        },
      },
      User: {
        __resolveReference: idReference(),
        checkIns: async (user: UserNode, args: PageArgs, { viewer }) =>
          checkInConnection(await this.feeds.listUserById(viewer, user.id, pageOfArguments(args))),
      },
      CheckIn: {
        __resolveReference: referenceResolver(({ id }: { id: string }, { checkIns }: CheckinsContext) =>
          visibleCheckIn(checkIns, id),
        ),
        comments: async (checkIn: CheckInNode, args: PageArgs, { viewer }) =>
          connectionOf(await this.comments.list(viewer, checkIn.id, pageOfArguments(args)), commentNode),
      },
      Coffee: {
        __resolveReference: referenceResolver(async ({ id }: { id: string }, { viewer }: CheckinsContext) => {
          const coffeeId = idOf(id);
          const page = coffeeId ? await nullIfNotFound(this.pages.coffee(viewer, coffeeId)) : null;
          return page && coffeeNode(page);
        }),
        checkIns: async (coffee: { id: number }, args: PageArgs, { viewer }) =>
          checkInConnection(await this.pages.checkIns('coffee', viewer, coffee.id, pageOfArguments(args))),
      },
      Roaster: {
        __resolveReference: referenceResolver(({ id }: { id: string }): RoasterNode => ({ id })),
        name: async (roaster: RoasterNode, _args, { viewer }) =>
          roaster.name ?? (await this.roasterPage(roaster, viewer)).name,
        location: async (roaster: RoasterNode, _args, { viewer }) =>
          (await this.roasterPage(roaster, viewer)).catalogue?.location ?? null,
        website: async (roaster: RoasterNode, _args, { viewer }) =>
          (await this.roasterPage(roaster, viewer)).catalogue?.website ?? null,
        stats: async (roaster: RoasterNode, _args, { viewer }) =>
          statsNode((await this.roasterPage(roaster, viewer)).stats),
        checkIns: async (roaster: RoasterNode, args: PageArgs, { viewer }) =>
          checkInConnection(await this.pages.checkIns('roaster', viewer, roaster.id, pageOfArguments(args))),
      },
      Cafe: {
        __resolveReference: referenceResolver(async ({ id }: { id: string }, { viewer }: CheckinsContext) => {
          const cafeId = idOf(id);
          const page = cafeId ? await nullIfNotFound(this.pages.cafe(viewer, cafeId)) : null;
          return page && cafeNode(page);
        }),
        checkIns: async (cafe: { id: number }, args: PageArgs, { viewer }) =>
          checkInConnection(await this.pages.checkIns('cafe', viewer, cafe.id, pageOfArguments(args))),
      },
    };
  }

  /** A like or save, then the check-in as it is now (read past the request's loader, which may be stale). */
  private async afterChange(
    viewer: Viewer,
    id: string,
    change: (actor: NonNullable<Viewer>, checkInId: number) => Promise<unknown>,
  ): Promise<CheckInNode> {
    const actor = requireActor(viewer);
    const checkIn = checkInId(id);
    await change(actor, checkIn);
    const [card] = await this.feeds.visibleByIds(actor, [checkIn]);
    if (!card) throw RpcError.notFound('Check-in not found');
    return checkInNode(card);
  }

  /** A roaster's page, read once per node (a check-in's roaster carries only its key and name). */
  private async roasterPage(roaster: RoasterNode, viewer: Viewer) {
    roaster.page ??= await this.pages.roaster(viewer, roaster.id);
    return roaster.page;
  }
}

function checkInConnection(page: Page<CheckInCard>) {
  return connectionOf(page, checkInNode);
}

function checkInId(id: string): number {
  return parseArguments(checkInIdSchema, id);
}

function commentId(id: string): number {
  const value = idOf(id);
  if (!value) throw RpcError.notFound('Comment not found');
  return value;
}

async function visibleCheckIn(checkIns: DataLoader<number, CheckInCard | null>, id: string) {
  const checkInIdValue = idOf(id);
  const card = checkInIdValue ? await checkIns.load(checkInIdValue) : null;
  return card && checkInNode(card);
}
