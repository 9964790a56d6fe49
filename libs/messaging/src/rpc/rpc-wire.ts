import type { Msg } from '@nats-io/transport-node';
import { RpcHeader } from '@crema/contracts/common/rpc';
import { RpcError } from './rpc-error';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** RPC bodies are UTF-8 JSON; an empty body is an empty object. */
export function encodeBody(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value ?? {}));
}

export function bodyText(message: Msg): string {
  return message.data.length === 0 ? '{}' : decoder.decode(message.data);
}

/** A reply's JSON text, or the RpcError it carries when the service answered a failure. */
export function replyText(message: Msg): string {
  const text = bodyText(message);
  if (message.headers?.has(RpcHeader.Error)) throw RpcError.fromWire(parseJson(text)) ?? RpcError.internal();
  return text;
}

/** JSON text that encodes a T (the type is for readers and callers; nothing checks it at run time). */
export type Json<T> = string & { readonly __jsonOf?: T };

/** A page reply: its items' JSON text as the service wrote it, and the next page's cursor. */
export interface PageJson<Item = unknown> {
  itemsJson: Json<Item[]>;
  nextCursor: string | null;
}

export function pageOf<Item>(message: Msg): PageJson<Item> {
  return { itemsJson: replyText(message), nextCursor: message.headers?.get(RpcHeader.NextCursor) || null };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
