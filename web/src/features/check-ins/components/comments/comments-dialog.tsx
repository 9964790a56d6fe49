import { addCommentBody, COMMENT_MAX, type Comment } from '@crema/contracts/checkins/comments';
import { MessageCircle, Trash2 } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProfileAvatarLink, ProfileNameLink } from '@/components/ui/profile-link';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorDetail } from '@/lib/api-client';
import { useAuthPath } from '@/lib/use-auth-path';
import { fieldErrorId, useZodForm } from '@/lib/use-zod-form';
import { useAddComment, useComments, useDeleteComment } from '../../api/comments';
import { fullDate, relativeDate } from '@/lib/format-date';

interface CommentsDialogProps {
  checkInId: number;
  coffeeName: string;
  isGuest: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The comments of a check-in, oldest first, paged; signed-in viewers add and delete theirs. */
export function CommentsDialog({ checkInId, coffeeName, isGuest, open, onOpenChange }: CommentsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[min(85dvh,44rem)] max-w-lg flex-col gap-4 max-sm:top-auto max-sm:bottom-0 max-sm:w-full max-sm:translate-y-0 max-sm:rounded-b-none">
        <DialogHeader>
          <DialogTitle>Comments</DialogTitle>
          <DialogDescription>On {coffeeName}</DialogDescription>
        </DialogHeader>
        {open && <CommentsBody checkInId={checkInId} isGuest={isGuest} />}
      </DialogContent>
    </Dialog>
  );
}

function CommentsBody({ checkInId, isGuest }: { checkInId: number; isGuest: boolean }) {
  const authPath = useAuthPath();
  const comments = useComments(checkInId);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  // A deleted comment takes its focused button along: focus stays in the list instead.
  const listRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteComment(checkInId);

  return (
    <>
      <div
        ref={listRef}
        tabIndex={-1}
        className="-mx-6 min-h-24 flex-1 overflow-y-auto px-6 focus-visible:outline-none"
      >
        {comments.isPending ? (
          <div role="status" className="flex justify-center py-8 text-primary">
            <Spinner className="size-6" label="Loading comments" />
          </div>
        ) : comments.isError ? (
          <div className="grid justify-items-center gap-2 py-8 text-center text-sm">
            <p className="text-destructive">{errorDetail(comments.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
              Retry
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <MessageCircle className="size-6" aria-hidden="true" />
            No comments yet.{!isGuest && ' Be the first to say something.'}
          </div>
        ) : (
          <ul className="grid gap-4" aria-label="Comments">
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                deleting={remove.isPending && remove.variables === comment.id}
                onDelete={() => remove.mutate(comment.id, { onSuccess: () => listRef.current?.focus() })}
              />
            ))}
          </ul>
        )}
        {comments.hasNextPage && (
          <div className="flex justify-center pt-4">
            <Button
              variant="outline"
              size="sm"
              disabled={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
            >
              {comments.isFetchingNextPage && <Spinner />}
              Load more comments
            </Button>
          </div>
        )}
      </div>
      {isGuest ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-center text-sm">
          <Link to={authPath} className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>{' '}
          to join the conversation.
        </p>
      ) : (
        <AddCommentForm checkInId={checkInId} />
      )}
    </>
  );
}

function CommentItem({
  comment,
  deleting,
  onDelete,
}: {
  comment: Comment;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <li className="flex gap-3">
      <ProfileAvatarLink username={comment.username} src={comment.userAvatar} className="size-8 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2 text-sm">
          <ProfileNameLink username={comment.username} className="truncate" />
          <time
            className="shrink-0 text-xs text-muted-foreground"
            dateTime={comment.createdAt}
            title={fullDate(comment.createdAt)}
          >
            {relativeDate(comment.createdAt)}
          </time>
        </p>
        <p className="text-sm break-words whitespace-pre-line">{comment.content}</p>
      </div>
      {comment.canDelete && (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={`Delete comment by ${comment.username}`}
          disabled={deleting}
          onClick={onDelete}
        >
          {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
        </Button>
      )}
    </li>
  );
}

function AddCommentForm({ checkInId }: { checkInId: number }) {
  const form = useZodForm(addCommentBody, { content: '' });
  const add = useAddComment(checkInId, { onSuccess: () => form.reset() });
  const content = form.field('content');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Ctrl/⌘+Enter submits with requestSubmit(), which a disabled Post button does not stop.
    if (add.isPending) return;
    const body = form.validate();
    if (!body) return;
    add.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    });
  };

  return (
    <form className="grid gap-2" noValidate onSubmit={onSubmit}>
      <label htmlFor={content.id} className="sr-only">
        Add a comment
      </label>
      <Textarea
        {...content}
        maxLength={COMMENT_MAX}
        placeholder="Add a comment…"
        className="min-h-16"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey))
            event.currentTarget.form?.requestSubmit();
        }}
      />
      <div className="flex items-center justify-between gap-2">
        {form.errors.content ? (
          <p id={fieldErrorId(content.id)} className="text-sm font-medium text-destructive">
            {form.errors.content}
          </p>
        ) : (
          <span className="text-xs text-muted-foreground tabular-nums">
            {form.values.content.length}/{COMMENT_MAX}
          </span>
        )}
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending && <Spinner />}
          Post
        </Button>
      </div>
    </form>
  );
}
