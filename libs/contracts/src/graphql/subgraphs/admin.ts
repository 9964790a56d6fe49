import { federationLink, SHARED_TYPES } from './federation';

/** admin owns what administrators look after: analytics, the roaster and coffee-bag catalogue, moderation rules. */
export const ADMIN_SUBGRAPH_SDL = /* GraphQL */ `
${federationLink('@shareable')}
${SHARED_TYPES}

enum AnalyticsPeriod {
  "Per hour."
  DAILY
  WEEKLY
  MONTHLY
  "From startDate to endDate (at most 366 days)."
  CUSTOM
}

type NamedCount {
  name: String!
  count: Int!
}

"One bucket of the charts: a day of the period, or an hour for DAILY."
type AnalyticsBucket {
  bucket: String!
  checkIns: Int!
  newUsers: Int!
}

"What happened on Crema over a period (dates are UTC calendar days, YYYY-MM-DD)."
type Analytics {
  period: AnalyticsPeriod!
  startDate: String!
  endDate: String!
  checkInCount: Int!
  newUserCount: Int!
  topCoffees: [NamedCount!]!
  topRoasters: [NamedCount!]!
  "Check-ins per star rating: five counts, for 1 to 5 stars."
  ratingBreakdown: [Int!]!
  series: [AnalyticsBucket!]!
}

"A roaster of the admin catalogue."
type CatalogueRoaster {
  id: ID!
  name: String!
  location: String
  website: String
  description: String
  "A URL path of the logo (under /media), or null."
  logoUrl: String
  coffeeBagsCount: Int!
  createdAt: DateTime!
  updatedAt: DateTime!
}

type CatalogueRoasterEdge {
  node: CatalogueRoaster!
}

type CatalogueRoasterConnection {
  edges: [CatalogueRoasterEdge!]!
  nodes: [CatalogueRoaster!]!
  pageInfo: PageInfo!
}

"A coffee bag of the admin catalogue, as its label reads."
type CatalogueCoffeeBag {
  id: ID!
  roasterId: ID
  roasterName: String
  coffeeName: String!
  brandName: String
  origin: String
  roastLevel: String
  roastDate: String
  weight: String
  flavorNotes: [String!]!
  description: String
  "A URL path of the label photo (under /media), or null."
  imageUrl: String
  "The label's text as OCR read it."
  ocrText: String
  processingMethod: String
  altitude: String
  variety: String
  producer: String
  certifications: [String!]!
  createdAt: DateTime!
  updatedAt: DateTime!
}

type CatalogueCoffeeBagEdge {
  node: CatalogueCoffeeBag!
}

type CatalogueCoffeeBagConnection {
  edges: [CatalogueCoffeeBagEdge!]!
  nodes: [CatalogueCoffeeBag!]!
  pageInfo: PageInfo!
}

enum ModerationAction {
  "Put the content in the reports queue."
  FLAG
  "Also hide it until a moderator decides."
  HIDE
}

"A moderation rule: an active one with a pattern acts on new check-ins and comments."
type ModerationRule {
  id: ID!
  name: String!
  description: String!
  active: Boolean!
  "Plain words or a phrase, matched ignoring case and accents; null for a rule without one."
  pattern: String
  action: ModerationAction!
  createdAt: DateTime!
  updatedAt: DateTime!
}

"Administrators only: anyone else is refused (FORBIDDEN; UNAUTHENTICATED for a guest)."
type Query {
  adminAnalytics(period: AnalyticsPeriod = WEEKLY, startDate: String, endDate: String): Analytics!
  "Newest first; query filters by name."
  catalogueRoasters(query: String, first: Int = 20, after: String): CatalogueRoasterConnection!
  "Newest first; query filters by name."
  catalogueCoffeeBags(query: String, first: Int = 20, after: String): CatalogueCoffeeBagConnection!
  moderationRules: [ModerationRule!]!
}
`;
