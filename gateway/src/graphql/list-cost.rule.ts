import {
  GraphQLError,
  isObjectType,
  Kind,
  type ArgumentNode,
  type GraphQLSchema,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** What a connection field without `first` returns (the schema's default). */
const DEFAULT_FIRST = 20;
/** What a connection field with `first: $variable` may return at most (the services' cap). */
const MAX_FIRST = 50;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/** The names of the schema's connection fields: every field taking `first` returns up to that many items. */
const connectionsOfSchema = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

function connectionFields(schema: GraphQLSchema): ReadonlySet<string> {
  let names = connectionsOfSchema.get(schema);
  if (!names) {
    names = new Set(
      Object.values(schema.getTypeMap())
        .filter(isObjectType)
        .flatMap((type) => Object.values(type.getFields()))
        .filter((field) => field.args.some((arg) => arg.name === 'first'))
        .map((field) => field.name),
    );
    connectionsOfSchema.set(schema, names);
  }
  return names;
}

/** How many items a field may return: `first` of a connection (its default when absent), else one. */
function itemsOf(
  args: readonly ArgumentNode[] | undefined,
  field: string,
  connections: ReadonlySet<string>,
): number {
  const first = args?.find((arg) => arg.name.value === 'first');
  if (!first) return connections.has(field) ? DEFAULT_FIRST : 1;
  if (first.value.kind === Kind.INT) return Math.min(Math.max(Number(first.value.value), 0), MAX_FIRST);
  return MAX_FIRST;
}

/**
 * How many objects and values an operation may produce at most: each field costs 1, and what a
 * connection (a field taking `first`) selects counts once per item it may return. So
 * `feed(first: 50) { nodes { comments(first: 50) { … } } }` costs 2,500 times a comment, whatever
 * the data holds today.
 */
export function selectionCost(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  connections: ReadonlySet<string>,
  visiting: ReadonlySet<string> = new Set(),
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const perItem = selection.selectionSet
        ? selectionCost(selection.selectionSet, fragments, connections, visiting)
        : 0;
      cost += 1 + itemsOf(selection.arguments, selection.name.value, connections) * perItem;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += selectionCost(selection.selectionSet, fragments, connections, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A cycle is another rule's error; it must not loop here.
      if (fragment && !visiting.has(name)) {
        cost += selectionCost(fragment.selectionSet, fragments, connections, new Set([...visiting, name]));
      }
    }
  }
  return cost;
}

/** Refuses an operation whose selectionCost exceeds `maxCost`, before any subgraph is asked. */
export function listCostRule(maxCost: number): ValidationRule {
  return (context) => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment]),
    );
    return {
      OperationDefinition(operation) {
        const cost = selectionCost(operation.selectionSet, fragments, connectionFields(context.getSchema()));
        if (cost > maxCost) {
          context.reportError(
            new GraphQLError(
              `This query may return up to ${cost} objects and values; the limit is ${maxCost}. Ask for fewer items with \`first\` or nest fewer lists.`,
              { nodes: [operation], extensions: { code: 'QUERY_TOO_COSTLY' } },
            ),
          );
        }
      },
    };
  };
}
