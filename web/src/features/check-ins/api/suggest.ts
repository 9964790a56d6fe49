import {
  coffeeSuggestionSchema,
  roasterSuggestionSchema,
  SUGGEST_QUERY_MIN,
  type CoffeeSuggestion,
  type RoasterSuggestion,
} from '@crema/contracts/checkins/suggestions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

/** Suggestions of a text stay fresh this long: typing back shows them without a call. */
const SUGGEST_STALE_TIME_MS = 60_000;

const suggestKeys = {
  coffees: (query: string, roaster: string) => ['/api/suggestions/coffees', { query, roaster }] as const,
  roasters: (query: string) => ['/api/suggestions/roasters', { query }] as const,
};

const suggestable = (text: string) => text.trim().length >= SUGGEST_QUERY_MIN;

/** GET /api/suggestions/coffees: catalogue, then the person's history, then the community. */
export function suggestCoffees(query: string, roaster: string): Promise<CoffeeSuggestion[]> {
  const params = new URLSearchParams({ query: query.trim() });
  if (roaster.trim()) params.set('roaster', roaster.trim());
  return apiJson('GET', `/api/suggestions/coffees?${params.toString()}`, z.array(coffeeSuggestionSchema));
}

/** GET /api/suggestions/roasters */
export function suggestRoasters(query: string): Promise<RoasterSuggestion[]> {
  const params = new URLSearchParams({ query: query.trim() });
  return apiJson('GET', `/api/suggestions/roasters?${params.toString()}`, z.array(roasterSuggestionSchema));
}

/** `query` is the debounced text; under 2 characters nothing is asked. */
export function useCoffeeSuggestions(query: string, roaster: string) {
  return useQuery(
    queryOptions({
      queryKey: suggestKeys.coffees(query.trim(), roaster.trim()),
      queryFn: () => suggestCoffees(query, roaster),
      enabled: suggestable(query),
      staleTime: SUGGEST_STALE_TIME_MS,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useRoasterSuggestions(query: string) {
  return useQuery(
    queryOptions({
      queryKey: suggestKeys.roasters(query.trim()),
      queryFn: () => suggestRoasters(query),
      enabled: suggestable(query),
      staleTime: SUGGEST_STALE_TIME_MS,
      placeholderData: keepPreviousData,
    }),
  );
}
