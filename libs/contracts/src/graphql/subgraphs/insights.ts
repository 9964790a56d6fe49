import { federationLink, SHARED_TYPES } from './federation';

/** insights owns badges, people's statistics and recommendations. */
export const INSIGHTS_SUBGRAPH_SDL = /* GraphQL */ `
${federationLink('@key', '@shareable')}
${SHARED_TYPES}

type User @key(fields: "id") {
  id: ID!
  "The badges they earned, newest first. Refused (FORBIDDEN) when their profile is not visible to you."
  badges: [Badge!]
  "Your own statistics: null for anyone else's profile and for guests."
  stats: UserStats
}

enum BadgeCategory {
  VOLUME
  VARIETY
  CRAFT
  SOCIAL
  EXPLORATION
}

"What a badge counts; it is earned when the count reaches requirementCount."
enum BadgeRequirement {
  CHECK_INS
  UNIQUE_COFFEES
  UNIQUE_ROASTERS
  BREW_METHODS
  ROAST_LEVELS
  PROCESSING_METHODS
  DETAILED_BREWS
  ESPRESSO_SHOTS
  FOLLOWERS
  LIKES_RECEIVED
  COMMENTS_WRITTEN
  ORIGINS
  CAFES
}

"Where a person stands toward a badge: current of needed (capped at needed once earned)."
type BadgeProgress {
  current: Int!
  needed: Int!
}

"""
A badge of the catalogue with one person's progress: yours in \`badges\` and where another part of
the graph names a badge; theirs (earned) in a User's \`badges\`.
"""
type Badge @key(fields: "id") {
  id: ID!
  name: String!
  description: String!
  "An icon name of the web app's icon set (coffee, flame, globe…)."
  icon: String!
  category: BadgeCategory!
  "1, 2, 3 for a badge with levels (I, II, III); null for a single badge."
  level: Int
  requirement: BadgeRequirement!
  requirementCount: Int!
  earned: Boolean!
  earnedAt: DateTime
  progress: BadgeProgress!
}

type BrewMethodShare {
  name: String!
  count: Int!
  "Whole percentages that sum to 100."
  percentage: Int!
}

type FlavorShare {
  name: String!
  count: Int!
  "The tasting note's fixed colour."
  color: String!
}

type MonthActivity {
  "The short month name."
  name: String!
  "YYYY-MM."
  month: String!
  count: Int!
}

"A person's statistics (SPEC §3 User stats)."
type UserStats {
  totalCheckIns: Int!
  "Same coffee = same name and roaster, ignoring case and accents."
  uniqueCoffees: Int!
  badgesCount: Int!
  "Most used first."
  topBrewMethods: [BrewMethodShare!]!
  "Most chosen first."
  flavorProfile: [FlavorShare!]!
  "The last 12 calendar months (UTC), oldest first, zero-filled."
  monthlyActivity: [MonthActivity!]!
}

"A coffee recommended to you, with why it was chosen."
type RecommendedCoffee {
  name: String!
  roaster: String!
  description: String!
  expectedNotes: [String!]!
  roastLevel: String
  brewMethodSuggestion: String!
  "One line, e.g. \\"People who rated Kochere 5★ loved this\\"."
  reason: String!
  averageRating: Float!
  ratingsCount: Int!
}

enum BrewingTipTopic {
  RATIO
  TEMPERATURE
  GRIND
}

"Advice drawn from your own brew details against your ratings."
type BrewingTip {
  topic: BrewingTipTopic!
  title: String!
  detail: String!
}

enum ExplorationKind {
  ORIGIN
  PROCESS
  METHOD
}

"Something you have not tried that people with your taste rate well."
type ExplorationSuggestion {
  kind: ExplorationKind!
  value: String!
  reason: String!
}

type MonthlyRating {
  "YYYY-MM."
  month: String!
  name: String!
  "Null in a month without check-ins."
  averageRating: Float
  count: Int!
}

"A range of a brew variable and your average rating within it."
type RatingByRange {
  range: String!
  averageRating: Float!
  count: Int!
}

"Your own habits and what goes with your best cups (the Coffee Insights tab)."
type CoffeeInsights {
  favoriteBrewMethod: String
  favoriteRoaster: String
  averageRating: Float
  "The last 6 calendar months (UTC), oldest first."
  ratingTrend: [MonthlyRating!]!
  "Ratio (water ÷ dose) ranges, in order; only ranges with check-ins."
  ratioVsRating: [RatingByRange!]!
  "Water temperature ranges (in your unit), in order; only ranges with check-ins."
  temperatureVsRating: [RatingByRange!]!
}

type Recommendations {
  coffees: [RecommendedCoffee!]!
  brewingTips: [BrewingTip!]!
  explorationSuggestion: ExplorationSuggestion
  insights: CoffeeInsights!
  generatedAt: DateTime!
}

type Query {
  "The whole badge catalogue with your progress, in catalogue order (signed-in viewers only)."
  badges: [Badge!]!
  "Your recommendations, shaped by your settings; cached until your next check-in or a rebuild of the shared model, \`refresh\` recomputes."
  recommendations(refresh: Boolean = false): Recommendations!
}
`;
