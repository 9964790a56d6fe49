/** An operation the GraphQL section shows and the explorer can open. */
export interface GraphqlExample {
  id: string;
  title: string;
  /** What it shows and who may run it. */
  description: string;
  query: string;
  /** JSON of the variables, when the operation has some. */
  variables?: string;
}

/**
 * Operations that run against the composed graph as it is (a unit test validates them against
 * the supergraph, the browser journey runs them): a guest may run the first, the others need a
 * signed-in session or a token.
 */
export const GRAPHQL_EXAMPLES: readonly GraphqlExample[] = [
  {
    id: 'discover-feed',
    title: 'The discover feed',
    description: 'The newest check-ins you may see, with their authors: guests see public profiles.',
    query: `query DiscoverFeed {
  feed(kind: DISCOVER, first: 5) {
    nodes {
      id
      coffeeName
      roasterName
      rating
      tastingNotes
      author {
        username
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`,
  },
  {
    id: 'me',
    title: 'Who am I',
    description: 'The signed-in person and their counts; null for a guest.',
    query: `query Me {
  me {
    username
    avatarUrl
    checkInsCount
    followersCount
    followingCount
  }
}`,
  },
  {
    id: 'person',
    title: 'A person, their check-ins and the comments',
    description:
      'One request for what the web app fetches in several: the lists follow the person’s privacy settings.',
    query: `query Person($username: String!) {
  user(username: $username) {
    username
    bio
    viewerCanSeeProfile
    checkIns(first: 3) {
      nodes {
        coffeeName
        rating
        createdAt
        comments(first: 3) {
          nodes {
            body
            author {
              username
            }
          }
        }
      }
    }
  }
}`,
    variables: `{
  "username": "maya.brews"
}`,
  },
  {
    id: 'like',
    title: 'Like a check-in',
    description:
      'A mutation: a signed-in session, or a token with the write scope (and read, to select more of the result than its id).',
    query: `mutation Like($id: ID!) {
  likeCheckIn(id: $id) {
    id
    likesCount
    viewerHasLiked
  }
}`,
    variables: `{
  "id": "1"
}`,
  },
];
