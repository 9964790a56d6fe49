import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { openApiDocumentSchema } from './openapi-document';

export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';

/** GET /api/openapi.json: the live description of the REST API, as the gateway serves it. */
export const openApiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: [OPENAPI_DOCUMENT_URL],
    queryFn: () => apiJson('GET', OPENAPI_DOCUMENT_URL, openApiDocumentSchema),
    // The document changes only with a deployment.
    staleTime: 60 * 60 * 1000,
  });

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQueryOptions());
}
