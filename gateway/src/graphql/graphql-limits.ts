import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import { listCostRule } from './list-cost.rule';

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
  /** Objects and values an operation may produce at most, lists counted by `first` (list-cost.rule.ts). */
  maxCost: 10_000,
} as const;

/** Depth, alias and directive limits (graphql-armor) and the list-aware cost rule, as validation rules. */
export function graphqlValidationRules(): ValidationRule[] {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // The list-aware rule below replaces armor's cost, which ignores how many items a list returns;
    // token counting is graphql-js's own (parseOptions.maxTokens), which fails as a 400 syntax error.
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    // Introspection is public (the schema is documented), so suggestions hide nothing.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return [...armor.validationRules, listCostRule(GRAPHQL_LIMITS.maxCost)];
}
