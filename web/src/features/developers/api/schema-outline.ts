import type { JsonSchema } from './openapi-document';

/** A JSON Schema as the reference shows it: a type line, short notes, and fields to unfold. */
export interface SchemaOutline {
  /** `string`, `integer[]`, `"read" | "write"`, `Problem`. */
  type: string;
  /** Formats and constraints: `date-time`, `1–60 characters`, `nullable`, `default 20`. */
  notes: string[];
  description?: string;
  /** The properties of an object, or of the items of an array of objects. */
  fields?: SchemaField[];
  /** Alternative object shapes (`anyOf`/`oneOf`), each with fields of its own. */
  variants?: SchemaOutline[];
}

export interface SchemaField {
  name: string;
  required: boolean;
  outline: SchemaOutline;
}

/** Resolves a local `$ref` (`#/components/schemas/Problem`). */
export type RefResolver = (ref: string) => JsonSchema | undefined;

// Zod-made schemas nest a few levels at most; the cap guards against a self-referencing schema.
const MAX_DEPTH = 8;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const schemasOf = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.filter(isSchema) : []);
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;
  if (min !== undefined) return `at least ${min} ${unit}`;
  if (max !== undefined) return `at most ${max} ${unit}`;
  return undefined;
}

function constraintNotes(schema: JsonSchema): string[] {
  const notes = [
    stringOf(schema.format),
    range(numberOf(schema.minLength), numberOf(schema.maxLength), 'characters'),
    range(numberOf(schema.minItems), numberOf(schema.maxItems), 'items'),
  ];
  const minimum = numberOf(schema.minimum) ?? numberOf(schema.exclusiveMinimum);
  const maximum = numberOf(schema.maximum) ?? numberOf(schema.exclusiveMaximum);
  if (minimum !== undefined || maximum !== undefined) {
    const low = numberOf(schema.exclusiveMinimum) !== undefined ? '>' : '≥';
    const high = numberOf(schema.exclusiveMaximum) !== undefined ? '<' : '≤';
    notes.push(
      [minimum !== undefined ? `${low} ${minimum}` : '', maximum !== undefined ? `${high} ${maximum}` : '']
        .filter(Boolean)
        .join(', '),
    );
  }
  const pattern = stringOf(schema.pattern);
  // Long patterns (emails, tokens) say less than the description next to them.
  if (pattern && pattern.length <= 40) notes.push(`pattern ${pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.filter((note): note is string => Boolean(note));
}

function withNotes(outline: SchemaOutline, extra: string[], description?: string): SchemaOutline {
  return {
    ...outline,
    notes: [...new Set([...outline.notes, ...extra])],
    description: description ?? outline.description,
  };
}

function objectFields(schema: JsonSchema, resolve: RefResolver, depth: number): SchemaField[] | undefined {
  if (!isSchema(schema.properties)) return undefined;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schema.properties)
    .filter((entry): entry is [string, JsonSchema] => isSchema(entry[1]))
    .map(([name, property]) => ({
      name,
      required: required.has(name),
      outline: outlineSchema(property, resolve, depth + 1),
    }));
}

function unionOutline(members: JsonSchema[], resolve: RefResolver, depth: number): SchemaOutline {
  const nullable = members.some((member) => member.type === 'null');
  const outlines = members
    .filter((member) => member.type !== 'null')
    .map((member) => outlineSchema(member, resolve, depth + 1));
  const nullNote = nullable ? ['nullable'] : [];
  const [only] = outlines;
  if (outlines.length === 1 && only) return withNotes(only, nullNote);
  const shapes = outlines.filter((outline) => outline.fields);
  return {
    type: [...new Set(outlines.map((outline) => outline.type))].join(' | ') || 'null',
    notes: nullNote,
    ...(shapes.length > 0 ? { variants: shapes } : {}),
  };
}

/** The outline of a JSON Schema (as zod's `toJSONSchema` writes them), `$ref`s resolved. */
export function outlineSchema(schema: JsonSchema, resolve: RefResolver, depth = 0): SchemaOutline {
  const notes = constraintNotes(schema);
  const description = stringOf(schema.description);
  if (depth > MAX_DEPTH) return { type: '…', notes: [] };

  const ref = stringOf(schema.$ref);
  if (ref) {
    const target = resolve(ref);
    const name = ref.split('/').pop() ?? ref;
    const resolved = target ? outlineSchema(target, resolve, depth + 1) : { type: name, notes: [] };
    return withNotes({ ...resolved, type: name }, notes, description);
  }
  if (Array.isArray(schema.enum)) {
    return { type: schema.enum.map((value) => JSON.stringify(value)).join(' | '), notes, description };
  }
  if (schema.const !== undefined) return { type: JSON.stringify(schema.const), notes, description };

  const union = schemasOf(schema.anyOf).concat(schemasOf(schema.oneOf));
  if (union.length > 0) return withNotes(unionOutline(union, resolve, depth), notes, description);

  const parts = schemasOf(schema.allOf);
  if (parts.length > 0) {
    const outlines = parts.map((part) => outlineSchema(part, resolve, depth + 1));
    const fields = outlines.flatMap((outline) => outline.fields ?? []);
    return {
      type: outlines.map((outline) => outline.type).join(' & '),
      notes,
      description,
      ...(fields.length ? { fields } : {}),
    };
  }

  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === 'string',
  );
  const nullable = types.includes('null');
  const type = types.find((candidate) => candidate !== 'null');
  const nullNote = nullable ? ['nullable'] : [];

  if (type === 'array') {
    const items = isSchema(schema.items)
      ? outlineSchema(schema.items, resolve, depth + 1)
      : { type: 'any', notes: [] };
    const itemType = items.type.includes(' ') ? `(${items.type})` : items.type;
    return {
      type: `${itemType}[]`,
      notes: [...notes, ...nullNote],
      description,
      ...(items.fields ? { fields: items.fields } : {}),
      ...(items.variants ? { variants: items.variants } : {}),
    };
  }
  if (type === 'object' || isSchema(schema.properties)) {
    const fields = objectFields(schema, resolve, depth);
    if (!fields && isSchema(schema.additionalProperties)) {
      const values = outlineSchema(schema.additionalProperties, resolve, depth + 1);
      return { type: `map of ${values.type}`, notes: [...notes, ...nullNote], description };
    }
    return { type: 'object', notes: [...notes, ...nullNote], description, ...(fields ? { fields } : {}) };
  }
  return { type: type ?? 'any', notes: [...notes, ...nullNote], description };
}

/** A resolver of the document's `#/components/schemas/<name>` references. */
export function componentResolver(schemas: Record<string, unknown> | undefined): RefResolver {
  const prefix = '#/components/schemas/';
  return (ref) => {
    const schema = ref.startsWith(prefix) ? schemas?.[ref.slice(prefix.length)] : undefined;
    return isSchema(schema) ? schema : undefined;
  };
}
