import type { QueryClient } from '@tanstack/react-query';
import { sharedCheckInQueryOptions } from '@/features/check-ins/api/get-shared-check-in';
import { prefetchLoader } from '@/lib/prefetch-loader';

/** `/shared/:id`: the check-in, asked for while its screen downloads. */
export const sharedCheckInLoader = (queryClient: QueryClient) =>
  prefetchLoader(({ params }) => queryClient.prefetchQuery(sharedCheckInQueryOptions(params.id ?? '')));
