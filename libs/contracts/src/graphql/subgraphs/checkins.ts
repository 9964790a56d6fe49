import { federationLink, SHARED_TYPES } from './federation';

/** checkins owns check-ins, their comments, likes and saves, the feeds and the coffee pages. */
export const CHECKINS_SUBGRAPH_SDL = /* GraphQL */ `
  ${federationLink('@key', '@shareable', '@external', '@provides')}
  ${SHARED_TYPES}

  type User @key(fields: "id") {
    id: ID!
    username: String! @external
    avatarUrl: String @external
    "Their check-ins, newest first. Refused (FORBIDDEN) when their profile is not visible to you."
    checkIns(first: Int = 20, after: String): CheckInConnection
  }

  "Brew details a check-in may carry (SPEC: grams, millilitres, °C, bar, seconds)."
  type BrewDetails {
    equipment: String
    grindSize: String
    grindSizeNumeric: Float
    dose: Float
    water: Int
    brewTime: String
    waterTemp: Int
    roastDate: String
    pressure: Float
    totalBrewWeight: Float
    preInfusionTime: Float
    preInfusionPressure: Float
    extractionTime: Float
    brewNotes: String
    coffeeOrigin: String
    processingMethod: String
    flavorScore: Int
    acidityLevel: Int
    bodyLevel: Int
    sweetness: Int
    clarity: Int
    complexity: Int
  }

  "A coffee someone drank, as the viewer may see it."
  type CheckIn @key(fields: "id") {
    id: ID!
    author: User! @provides(fields: "username avatarUrl")
    createdAt: DateTime!
    coffeeName: String!
    roasterName: String!
    "The roaster's page."
    roaster: Roaster!
    rating: Int!
    brewMethod: String!
    roastLevel: String
    coffeeType: String
    tastingNotes: [String!]!
    notes: String
    location: String
    "URL paths of the photo (at most 2048 px) and its thumbnail, or null."
    photoUrl: String
    photoThumbnailUrl: String
    brewDetails: BrewDetails
    likesCount: Int!
    commentsCount: Int!
    viewerHasLiked: Boolean!
    viewerHasSaved: Boolean!
    "Oldest first."
    comments(first: Int = 20, after: String): CommentConnection!
  }

  type CheckInEdge {
    node: CheckIn!
  }

  type CheckInConnection {
    edges: [CheckInEdge!]!
    nodes: [CheckIn!]!
    pageInfo: PageInfo!
  }

  type Comment {
    id: ID!
    author: User! @provides(fields: "username avatarUrl")
    body: String!
    createdAt: DateTime!
    "The viewer wrote it or owns the check-in."
    viewerCanDelete: Boolean!
  }

  type CommentEdge {
    node: Comment!
  }

  type CommentConnection {
    edges: [CommentEdge!]!
    nodes: [Comment!]!
    pageInfo: PageInfo!
  }

  "A tasting note of the community's check-ins; onBag when the roaster's bag names it too."
  type CommunityNote {
    name: String!
    count: Int!
    onBag: Boolean!
  }

  "What the check-ins the viewer may see say of a coffee, roaster or café."
  type CommunityStats {
    checkInsCount: Int!
    "Mean rating with one decimal; 0 when nobody visible rated it."
    averageRating: Float!
    "How many gave 1, 2, 3, 4 and 5 stars."
    ratingDistribution: [Int!]!
    tastingNotes: [CommunityNote!]!
  }

  type Coffee @key(fields: "id") {
    id: ID!
    name: String!
    roaster: Roaster!
    stats: CommunityStats!
    checkIns(first: Int = 20, after: String): CheckInConnection!
  }

  "A roaster; its id is its normalised name."
  type Roaster @key(fields: "id") {
    id: ID!
    name: String!
    location: String
    website: String
    stats: CommunityStats!
    checkIns(first: Int = 20, after: String): CheckInConnection!
  }

  type Cafe @key(fields: "id") {
    id: ID!
    name: String!
    stats: CommunityStats!
    checkIns(first: Int = 20, after: String): CheckInConnection!
  }

  enum FeedKind {
    "People you follow and yourself (needs a signed-in viewer)."
    HOME
    "Everyone whose check-ins you may see."
    DISCOVER
  }

  enum FeedFilter {
    RECENT
    "Only people you follow, not yourself."
    FRIENDS
    "Most liked first (DISCOVER)."
    TOP
    "Within 50 km of near (DISCOVER)."
    NEARBY
  }

  input LocationInput {
    latitude: Float!
    longitude: Float!
  }

  type Query {
    feed(
      kind: FeedKind = HOME
      filter: FeedFilter = RECENT
      near: LocationInput
      first: Int = 20
      after: String
    ): CheckInConnection!
    "A check-in the viewer may see; null otherwise."
    checkIn(id: ID!): CheckIn
    "What the signed-in viewer saved, most recently saved first."
    savedCheckIns(first: Int = 20, after: String): CheckInConnection!
    coffee(id: ID!): Coffee
    roaster(id: ID!): Roaster
    cafe(id: ID!): Cafe
  }

  input BrewDetailsInput {
    equipment: String
    grindSize: String
    grindSizeNumeric: Float
    dose: Float
    water: Int
    brewTime: String
    waterTemp: Int
    roastDate: String
    pressure: Float
    totalBrewWeight: Float
    preInfusionTime: Float
    preInfusionPressure: Float
    extractionTime: Float
    brewNotes: String
    coffeeOrigin: String
    processingMethod: String
    flavorScore: Int
    acidityLevel: Int
    bodyLevel: Int
    sweetness: Int
    clarity: Int
    complexity: Int
  }

  "A new check-in; the same rules as POST /api/check-ins (photos are added over REST)."
  input CreateCheckInInput {
    coffeeName: String!
    roaster: String!
    rating: Int!
    brewMethod: String!
    roastLevel: String
    coffeeType: String
    tastingNotes: [String!]
    notes: String
    location: String
    coordinates: LocationInput
    brewDetails: BrewDetailsInput
  }

  "The fields to change; null clears an optional one. The same rules as PATCH /api/check-ins/{id}."
  input UpdateCheckInInput {
    coffeeName: String
    roaster: String
    rating: Int
    brewMethod: String
    roastLevel: String
    coffeeType: String
    tastingNotes: [String!]
    notes: String
    location: String
    brewDetails: BrewDetailsInput
  }

  type Mutation {
    createCheckIn(input: CreateCheckInInput!): CheckIn!
    "Your own check-ins only."
    updateCheckIn(id: ID!, input: UpdateCheckInInput!): CheckIn!
    deleteCheckIn(id: ID!): Boolean!
    likeCheckIn(id: ID!): CheckIn!
    unlikeCheckIn(id: ID!): CheckIn!
    saveCheckIn(id: ID!): CheckIn!
    unsaveCheckIn(id: ID!): CheckIn!
    addComment(checkInId: ID!, body: String!): Comment!
    "Your comment, or any comment on your check-in."
    deleteComment(checkInId: ID!, commentId: ID!): Boolean!
  }
`;
