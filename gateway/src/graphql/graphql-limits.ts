import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * What one GraphQL document may ask (ADR 0020): deep nesting, many aliases, huge documents and
 * costly selections are refused at validation, before any subgraph is asked. Lists are also capped
 * by `first` (at most 50) in every service.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  maxCost: 5000,
} as const;

export function graphqlArmor() {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    // Introspection is public (the schema is documented), so suggestions hide nothing.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}
