import type { QueryClient } from '@tanstack/react-query';
import { pageCheckInsQueryOptions } from '@/features/check-ins/api/get-page-check-ins';
import { cafePageQueryOptions } from '@/features/coffee-pages/api/get-cafe-page';
import { coffeePageQueryOptions } from '@/features/coffee-pages/api/get-coffee-page';
import { roasterPageQueryOptions } from '@/features/coffee-pages/api/get-roaster-page';
import { prefetchLoader } from '@/lib/prefetch-loader';
import { cafeCheckInsUrl, coffeeCheckInsUrl, roasterCheckInsUrl } from './coffee-page-urls';

// Each page, asked for while its screen downloads; then its check-ins, by the id the page answered
// with (a missing page asks for no list).

export const coffeeLoader = (queryClient: QueryClient) =>
  prefetchLoader(async ({ params }) => {
    const coffee = await queryClient.fetchQuery(coffeePageQueryOptions(params.id ?? ''));
    await queryClient.prefetchInfiniteQuery(pageCheckInsQueryOptions(coffeeCheckInsUrl(coffee.id)));
  });

export const roasterLoader = (queryClient: QueryClient) =>
  prefetchLoader(async ({ params }) => {
    const roaster = await queryClient.fetchQuery(roasterPageQueryOptions(params.id ?? ''));
    await queryClient.prefetchInfiniteQuery(pageCheckInsQueryOptions(roasterCheckInsUrl(roaster.id)));
  });

export const cafeLoader = (queryClient: QueryClient) =>
  prefetchLoader(async ({ params }) => {
    const cafe = await queryClient.fetchQuery(cafePageQueryOptions(params.id ?? ''));
    await queryClient.prefetchInfiniteQuery(pageCheckInsQueryOptions(cafeCheckInsUrl(cafe.id)));
  });
