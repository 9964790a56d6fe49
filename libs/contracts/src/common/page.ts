import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 50;
export const CURSOR_MAX_LENGTH = 512;

/** `limit` and `cursor` of every paged list; the next page's URL comes in the Link header. */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(PAGE_LIMIT_MAX, 'limit must be between 1 and 50')
    .default(PAGE_LIMIT_DEFAULT),
  /** Opaque; only a value from a previous page's Link header is valid. */
  cursor: z
    .string()
    .min(1, 'cursor is invalid')
    .max(CURSOR_MAX_LENGTH, 'cursor is invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor is invalid')
    .optional(),
});
export type PageQuery = z.output<typeof pageQuery>;

/** A page of any list; `nextCursor` is null on the last page. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
/** A page of `Item`s, as `pageSchema` reads it. */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
