import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import { buildSubgraphSchema } from '@apollo/subgraph';
import {
  BREAK,
  execute,
  getNamedType,
  GraphQLError,
  isScalarType,
  isSpecifiedScalarType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Logger } from 'pino';
import { idOf } from './connections';
import { formatSubgraphError } from './subgraph-errors';

/**
 * The query planner sends the same few documents over and over (one per plan step of each
 * operation), so each is parsed, validated and compiled (graphql-jit) once per document text and
 * operation name. Bounded, so unusual traffic cannot grow it without end.
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

type Prepared =
  { compiled: CompiledQuery } | { document: DocumentNode } | { errors: readonly GraphQLError[] };

/**
 * Executes the subgraph requests of one service's schema, each with its own context. Queries run
 * compiled by graphql-jit: same results and errors as graphql-js's `execute`, at a tenth of its
 * cost on a page of cards (ADR 0022); the one kind of document it reads differently runs on graphql-js.
 */
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
    const prepared = this.prepare(request.query, request.operationName ?? undefined);
    if ('errors' in prepared) return { errors: prepared.errors.map((error) => this.format(error)) };
    const result =
      'compiled' in prepared
        ? await prepared.compiled.query(undefined, context, request.variables ?? {})
        : await execute({
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

  private prepare(query: string, operationName: string | undefined): Prepared {
    const key = `${operationName ?? ''}\n${query}`;
    const cached = this.documents.get(key);
    if (cached) return cached;
    const prepared = this.compile(query, operationName);
    if (this.documents.size >= DOCUMENT_CACHE_SIZE) this.documents.clear();
    this.documents.set(key, prepared);
    return prepared;
  }

  private compile(query: string, operationName: string | undefined): Prepared {
    try {
      const document = parse(query);
      const errors = validate(this.schema, document);
      if (errors.length > 0) return { errors };
      if (hasVariablesInCustomScalarLiterals(this.schema, document)) return { document };
      const compiled = compileQuery(this.schema, document, operationName);
      return isCompiledQuery(compiled)
        ? { compiled }
        : { errors: compiled.errors ?? [new GraphQLError('The operation could not be compiled.')] };
    } catch (error) {
      return { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
  }

  private format(error: GraphQLError) {
    return formatSubgraphError(asGraphQLError(error), this.logger);
  }
}

/**
 * Whether a custom scalar's argument is written as a literal holding variables, as in
 * `_entities(representations: [{ __typename: "User", id: $id }])`: graphql-jit reads such a literal
 * without its variables, graphql-js with them, so these documents run on graphql-js. The query
 * planner never sends one (its representations are a variable), hand-written requests may.
 */
function hasVariablesInCustomScalarLiterals(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  const inspect = (node: ASTNode) => {
    const type = getNamedType(typeInfo.getInputType());
    if (!type || !isScalarType(type) || isSpecifiedScalarType(type) || !containsVariable(node)) return;
    found = true;
    return BREAK;
  };
  visit(document, visitWithTypeInfo(typeInfo, { ObjectValue: inspect, ListValue: inspect }));
  return found;
}

function containsVariable(node: ASTNode): boolean {
  let found = false;
  visit(node, {
    Variable: () => {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * graphql-jit builds its errors on graphql-js's prototype but may leave `extensions` out, which
 * graphql-js's own errors always carry and the formatter reads.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const extensions = error.extensions as GraphQLError['extensions'] | undefined;
  if (extensions) return error;
  return new GraphQLError(error.message, { path: error.path, originalError: error.originalError });
}
