// The recommendation engine: pure functions over data the service hands in (no I/O, no clock).
// See README.md for the method, the inputs the service builds and the evaluation.
export type { CoffeeProfile, Neighbour, PersonCheckIn, PersonProfile, Rating } from './types';
export { buildItemModel, ITEM_MODEL_DEFAULTS, type ItemModelOptions } from './item-model';
export { recommendCoffees, type RecommendInput } from './recommend';
export { brewingTips } from './brewing-tips';
export { explorationSuggestion, type ExplorationInput } from './exploration';
export { coffeeInsights } from './coffee-insights';
export {
  coffeeProfiles,
  popularCoffees,
  type CommunityCheckIn,
  type PopularOptions,
} from './coffee-profiles';
