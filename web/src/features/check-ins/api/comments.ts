import { commentSchema, type AddCommentBody, type Comment } from '@crema/contracts/checkins/comments';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, apiJson, apiSend, errorDetail } from '@/lib/api-client';
import { nextLinkUrl } from '@/lib/link-header';
import { nextPageParam, type LinkPage } from '@/lib/link-page';
import { toast } from '@/lib/toast';
import { updateCardInLists } from './check-in-cache';
import { checkInKeys } from './query-keys';

export const COMMENTS_PAGE_LIMIT = 20;

export type CommentPage = LinkPage<Comment>;
type CommentsData = InfiniteData<CommentPage, string>;

const commentsBodySchema = z.union([
  z.array(commentSchema),
  z.object({ items: z.array(commentSchema), nextCursor: z.string().nullable().optional() }),
]);

function firstPageUrl(checkInId: number): string {
  return `/api/check-ins/${checkInId}/comments?limit=${COMMENTS_PAGE_LIMIT}`;
}

/** One page of comments, oldest first; the next page's URL comes in the Link header. */
export async function getComments(checkInId: number, url: string): Promise<CommentPage> {
  const response = await apiFetch('GET', url);
  const body = commentsBodySchema.parse(await response.json());
  const items = Array.isArray(body) ? body : body.items;
  let next = nextLinkUrl(response.headers.get('Link'));
  if (!next && !Array.isArray(body) && body.nextCursor) {
    next = `${firstPageUrl(checkInId)}&cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  return { items, nextUrl: next };
}

export function useComments(checkInId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: checkInKeys.comments(checkInId),
    queryFn: ({ pageParam }) => getComments(checkInId, pageParam),
    initialPageParam: firstPageUrl(checkInId),
    getNextPageParam: nextPageParam,
    enabled,
    staleTime: 0,
  });
}

function changeCount(queryClient: ReturnType<typeof useQueryClient>, checkInId: number, delta: number) {
  updateCardInLists(queryClient, checkInId, (card) => ({
    ...card,
    commentsCount: Math.max(0, card.commentsCount + delta),
  }));
}

/** Adds the viewer's comment; it is appended to the cached list and the card's count goes up. */
export function useAddComment(checkInId: number, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCommentBody) =>
      apiJson('POST', `/api/check-ins/${checkInId}/comments`, commentSchema, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentsData>(checkInKeys.comments(checkInId), (data) => {
        if (!data) return data;
        const pages = [...data.pages];
        const last = pages.length - 1;
        const lastPage = pages[last];
        // Only when every page is loaded: otherwise it arrives with the later pages.
        if (lastPage && !lastPage.nextUrl) pages[last] = { ...lastPage, items: [...lastPage.items, comment] };
        return { ...data, pages };
      });
      changeCount(queryClient, checkInId, 1);
      onSuccess?.();
    },
    onError: (error) => {
      toast({ title: 'Failed to add comment', description: errorDetail(error), variant: 'destructive' });
    },
  });
}

/** Deletes a comment (its author or the check-in's owner). */
export function useDeleteComment(checkInId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiSend('DELETE', `/api/check-ins/${checkInId}/comments/${commentId}`),
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<CommentsData>(checkInKeys.comments(checkInId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((c) => c.id !== commentId),
              })),
            }
          : data,
      );
      changeCount(queryClient, checkInId, -1);
    },
    onError: (error) => {
      toast({ title: 'Failed to delete comment', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
