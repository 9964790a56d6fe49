import { federationLink } from './federation';

/** identity owns people: who they are and how they show themselves. */
export const IDENTITY_SUBGRAPH_SDL = /* GraphQL */ `
  ${federationLink('@key', '@shareable')}

  "Who may see a person's profile details, check-ins and lists."
  enum ProfileVisibility {
    PUBLIC
    FRIENDS
    PRIVATE
  }

  "A person on Crema. Anyone may see the username and avatar; the rest follows their privacy settings."
  type User @key(fields: "id") {
    id: ID!
    username: String! @shareable
    "A URL path of the avatar image (under /media), or null."
    avatarUrl: String @shareable
    profileVisibility: ProfileVisibility!
  }

  type Query {
    "The signed-in person; null for a guest."
    me: User
    "A person by username (any letter case); null when there is nobody of that name."
    user(username: String!): User
  }
`;
