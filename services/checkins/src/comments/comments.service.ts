import { Injectable } from '@nestjs/common';
import type { Comment } from '@crema/contracts/checkins/comments';
import type { CommentPage } from '@crema/contracts/checkins/rpc';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Actor, Viewer } from '@crema/contracts/common/rpc';
import { keysetPage, RpcError } from '@crema/messaging';
import { AuthorsService } from '../authors/authors.service';
import { CHECK_IN_NOT_FOUND } from '../check-ins/check-ins.service';
import { ModerationService } from '../moderation/moderation.service';
import { CheckInAccess, type VisibleCheckIn } from '../privacy/check-in-access';
import { commentCursor } from './comment-cursor';
import { CommentsRepository, type CommentRow } from './comments.repository';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_DELETE_FORBIDDEN =
  'Only the comment author or the check-in owner can delete this comment';

@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly access: CheckInAccess,
    private readonly authors: AuthorsService,
    private readonly moderation: ModerationService,
  ) {}

  /**
   * Oldest first, paged by an opaque cursor; `canDelete` for the viewer. Administrators read every
   * check-in's comments, hidden ones too; others see hidden comments only of their own.
   */
  async list(viewer: Viewer, checkInId: number, page: PageQuery): Promise<CommentPage> {
    const afterId = commentCursor.decode(page.cursor) ?? 0;
    const asAdmin = viewer?.isAdmin ?? false;
    const checkIn = await this.access.visibleCheckIn(viewer, checkInId, { asAdmin });
    if (!checkIn) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    const rows = await this.comments.page(
      checkInId,
      afterId,
      page.limit + 1,
      viewer?.userId ?? null,
      asAdmin,
    );
    return keysetPage(
      rows,
      page.limit,
      (row) => toComment(row, viewer, checkIn),
      (last) => commentCursor.encode(last.id),
    );
  }

  /** The moderation rules read the comment; their reports (and any hiding) commit with it. */
  async add(actor: Actor, checkInId: number, content: string): Promise<Comment> {
    const checkIn = await this.requireVisible(actor, checkInId);
    await this.authors.ensureAuthor(actor);
    const verdict = await this.moderation.commentVerdict(content);
    const row = await this.comments.add(checkInId, actor.userId, content, verdict);
    if (!row) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return toComment(row, actor, checkIn);
  }

  /** By the comment's author or the check-in's owner (403 for anyone else). */
  async delete(actor: Actor, checkInId: number, commentId: number): Promise<void> {
    await this.requireVisible(actor, checkInId);
    const outcome = await this.comments.delete(checkInId, commentId, actor.userId);
    if (outcome === 'not_found') throw RpcError.notFound(COMMENT_NOT_FOUND);
    if (outcome === 'forbidden') throw RpcError.forbidden(COMMENT_DELETE_FORBIDDEN);
  }

  private async requireVisible(viewer: Viewer, checkInId: number): Promise<VisibleCheckIn> {
    const checkIn = await this.access.visibleCheckIn(viewer, checkInId);
    if (!checkIn) throw RpcError.notFound(CHECK_IN_NOT_FOUND);
    return checkIn;
  }
}

function toComment(row: CommentRow, viewer: Viewer, checkIn: VisibleCheckIn): Comment {
  return {
    id: row.id,
    checkInId: row.check_in_id,
    userId: row.user_id,
    username: row.username,
    userAvatar: row.avatar_url,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    canDelete: viewer !== null && (viewer.userId === row.user_id || viewer.userId === checkIn.userId),
  };
}
