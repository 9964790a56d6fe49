import { cursorIdSchema, pageCursor } from '@crema/messaging';

/**
 * The keyset of a comments page (oldest first): the id of the last comment shown. The cursor holds
 * the bare id, not a list-naming object, so cursors already handed out stay valid.
 */
export const commentCursor = pageCursor(cursorIdSchema);
