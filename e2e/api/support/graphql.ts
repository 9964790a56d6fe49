import { ApiClient, type ApiResponse } from './http';

export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; status?: number; fieldErrors?: { path: string; message: string }[] };
}

export interface GraphqlBody<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: GraphqlError[];
}

export interface GraphqlAnswer<Data> {
  response: ApiResponse;
  body: GraphqlBody<Data>;
}

/** POSTs an operation to /graphql as the client (its session cookie, or none) with extra headers. */
export async function graphql<Data = Record<string, unknown>>(
  client: ApiClient,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<Data>> {
  const response = await client.post('/graphql', { query, variables }, { headers });
  return { response, body: response.body as GraphqlBody<Data> };
}

/** The data of an operation that must succeed (fails the test with the errors otherwise). */
export async function graphqlData<Data = Record<string, unknown>>(
  client: ApiClient,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Data> {
  const { response, body } = await graphql<Data>(client, query, variables, headers);
  if (response.status !== 200 || body.errors || !body.data) {
    throw new Error(`GraphQL failed: ${response.status} ${response.text}`);
  }
  return body.data;
}

/** The `extensions.code` of each error of an answer. */
export const errorCodes = (body: GraphqlBody<unknown>): (string | undefined)[] =>
  (body.errors ?? []).map((error) => error.extensions?.code);

/** Requests the gateway sent to each subgraph so far, read from its /metrics (on its health port). */
export async function subgraphRequests(gatewayHealthUrl: string): Promise<number> {
  const metrics = await new ApiClient(gatewayHealthUrl).get('/metrics');
  return [...metrics.text.matchAll(/^graphql_subgraph_requests_total\{[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}
