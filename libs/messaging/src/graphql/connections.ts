import type { Actor, Viewer } from '@crema/contracts/common/rpc';
import { pageQuery, type Page, type PageQuery } from '@crema/contracts/common/page';
import type { z } from 'zod';
import { RpcError } from '../rpc/rpc-error';
import { fieldErrors, summarize } from '../rpc/zod-errors';

/** A Relay-style connection of a page (edges carry no cursor of their own: lists resume after a page). */
export interface Connection<Node> {
  edges: { node: Node }[];
  nodes: Node[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** A page as a connection, each item turned into the node the schema resolves. */
export function connectionOf<Item, Node>(page: Page<Item>, nodeOf: (item: Item) => Node): Connection<Node> {
  const nodes = page.items.map(nodeOf);
  return {
    edges: nodes.map((node) => ({ node })),
    nodes,
    pageInfo: { hasNextPage: page.nextCursor !== null, endCursor: page.nextCursor },
  };
}

/** A field's arguments read by the same zod schema REST uses; a 400 RpcError naming the fields otherwise. */
export function parseArguments<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw RpcError.validation(summarize(errors), errors);
}

/** The arguments of a connection field. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** `first` and `after` as the `limit` and `cursor` of a page query, for a schema that extends it. */
export function pageQueryInput(args: ConnectionArgs): { limit?: number; cursor?: string } {
  return {
    ...(args.first !== undefined && args.first !== null ? { limit: args.first } : {}),
    ...(args.after ? { cursor: args.after } : {}),
  };
}

/** `first` and `after` as the page query of every list (`first` at most 50). */
export function pageOfArguments(args: ConnectionArgs): PageQuery {
  return parseArguments(pageQuery, pageQueryInput(args));
}

/** The number an ID argument or entity key names, or undefined when it cannot name a row. */
export function idOf(id: string | number): number | undefined {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 && value < 2 ** 31 ? value : undefined;
}

/** A field that names one thing answers null, not an error, when there is no such thing (or it is hidden). */
export async function nullIfNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof RpcError && error.body.status === 404) return null;
    throw error;
  }
}

/** The signed-in viewer a mutation or personal field needs; 401 for a guest. */
export function requireActor(viewer: Viewer): Actor {
  if (!viewer) throw RpcError.unauthorized('Please log in to continue.');
  return viewer;
}
