import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import { buildSubgraphSchema } from '@apollo/subgraph';
import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { Logger } from 'pino';
import { idOf } from './connections';
import { formatSubgraphError } from './subgraph-errors';

/**
 * The query planner sends the same few documents over and over (one per plan step of each
 * operation), so parsing and validating once per document text is most of a subgraph's GraphQL
 * overhead saved. Bounded, so unusual traffic cannot grow it without end.
 */
const DOCUMENT_CACHE_SIZE = 500;

/** A field resolver (`never` parameters: each resolver names the parent and arguments it reads). */
export type FieldResolver<Context> = (
  parent: never,
  args: never,
  context: Context,
  info: GraphQLResolveInfo,
) => unknown;

/** A subgraph's resolvers: per type, its fields (and `__resolveReference`), or an enum's internal values. */
export type SubgraphResolvers<Context> = Record<string, Record<string, FieldResolver<Context> | string>>;

/**
 * An entity's `__resolveReference`, which is called with the reference and the context (no
 * arguments): typed as such here, and placed among the field resolvers of its type.
 */
export function referenceResolver<Context, Reference>(
  resolve: (reference: Reference, context: Context) => unknown,
): FieldResolver<Context> {
  return resolve;
}

/** The reference resolver of an entity this subgraph knows by id alone: `{ id }` as a number, null for an id no row can have. */
export function idReference<Context>(): FieldResolver<Context> {
  return referenceResolver(({ id }: { id: string }) => {
    const value = idOf(id);
    return value ? { id: value } : null;
  });
}

type Prepared = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/** Executes the subgraph requests of one service's schema, each with its own context. */
export class SubgraphExecutor<Context> {
  private readonly documents = new Map<string, Prepared>();
  private readonly schema: GraphQLSchema;

  constructor(
    sdl: string,
    resolvers: SubgraphResolvers<Context>,
    private readonly logger: Logger,
  ) {
    this.schema = buildSubgraphSchema({
      typeDefs: parse(sdl),
      resolvers: resolvers as Parameters<typeof buildSubgraphSchema>[0] extends { resolvers?: infer R }
        ? R
        : never,
    });
  }

  async execute(request: GraphqlRequest, context: Context): Promise<GraphqlResponse> {
    const prepared = this.prepare(request.query);
    if ('errors' in prepared) return { errors: prepared.errors.map((error) => this.format(error)) };
    const result = await execute({
      schema: this.schema,
      document: prepared.document,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      contextValue: context,
    });
    return {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map((error) => this.format(error)) } : {}),
    };
  }

  private prepare(query: string): Prepared {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let prepared: Prepared;
    try {
      const document = parse(query);
      const errors = validate(this.schema, document);
      prepared = errors.length > 0 ? { errors } : { document };
    } catch (error) {
      prepared = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    if (this.documents.size >= DOCUMENT_CACHE_SIZE) this.documents.clear();
    this.documents.set(query, prepared);
    return prepared;
  }

  private format(error: GraphQLError) {
    return formatSubgraphError(error, this.logger);
  }
}
