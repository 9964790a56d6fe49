/** The Federation 2 link every subgraph schema starts with, importing only the directives it uses. */
export function federationLink(...directives: string[]): string {
  const imported = directives.map((directive) => JSON.stringify(directive)).join(', ');
  return `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: [${imported}])`;
}

/** Types several subgraphs declare alike (`@shareable`): a point in time and a page's position. */
export const SHARED_TYPES = /* GraphQL */ `
  "A point in time: an ISO 8601 string in UTC."
  scalar DateTime

  "Where a list page ends and whether another follows: pass \`endCursor\` as \`after\` for the next page."
  type PageInfo @shareable {
    hasNextPage: Boolean!
    endCursor: String
  }
`;
