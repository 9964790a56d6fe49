import { friendEntrySchema, SUGGESTIONS_MAX } from '@crema/contracts/social/rest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { socialKeys } from './query-keys';

/**
 * GET /api/friends/suggestions: up to SUGGESTIONS_MAX people to follow, the ones followed by more of
 * the people you follow first.
 */
export function getSuggestions() {
  return apiJson('GET', '/api/friends/suggestions', z.array(friendEntrySchema).max(SUGGESTIONS_MAX));
}

export const suggestionsQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.suggestions, queryFn: getSuggestions, staleTime: 0 });

export function useSuggestions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...suggestionsQueryOptions(), enabled });
}
