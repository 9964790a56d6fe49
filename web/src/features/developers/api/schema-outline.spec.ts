import { componentResolver, outlineSchema } from './schema-outline';

const resolve = componentResolver({
  Problem: {
    type: 'object',
    properties: { status: { type: 'integer' }, detail: { type: 'string' } },
    required: ['status'],
  },
});

describe('outlineSchema', () => {
  it('outlines an object with required fields, formats and constraints', () => {
    const outline = outlineSchema(
      {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 60 },
          scopes: { type: 'array', items: { type: 'string', enum: ['read', 'write'] }, minItems: 1 },
          expiresAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          first: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
        },
        required: ['name', 'scopes'],
      },
      resolve,
    );
    expect(outline.type).toBe('object');
    expect(
      outline.fields?.map((field) => [field.name, field.required, field.outline.type, field.outline.notes]),
    ).toEqual([
      ['name', true, 'string', ['1–60 characters']],
      ['scopes', true, '("read" | "write")[]', ['at least 1 items']],
      ['expiresAt', false, 'string', ['date-time', 'nullable']],
      ['first', false, 'integer', ['≥ 1, ≤ 50', 'default 20']],
    ]);
  });

  it('names and unfolds a reference, and an array of objects shows the items’ fields', () => {
    expect(outlineSchema({ $ref: '#/components/schemas/Problem' }, resolve)).toMatchObject({
      type: 'Problem',
      fields: [
        { name: 'status', required: true },
        { name: 'detail', required: false },
      ],
    });
    const list = outlineSchema(
      { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } },
      resolve,
    );
    expect(list.type).toBe('object[]');
    expect(list.fields?.map((field) => field.name)).toEqual(['id']);
  });

  it('keeps the shapes of a union of objects', () => {
    const outline = outlineSchema(
      {
        oneOf: [
          { type: 'object', properties: { kind: { const: 'coffee' } } },
          { type: 'object', properties: { kind: { const: 'roaster' } } },
        ],
      },
      resolve,
    );
    expect(outline.type).toBe('object');
    expect(outline.variants?.map((variant) => variant.fields?.[0]?.outline.type)).toEqual([
      '"coffee"',
      '"roaster"',
    ]);
  });

  it('stops at a self-reference', () => {
    const loop = componentResolver({
      Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
    });
    expect(() => outlineSchema({ $ref: '#/components/schemas/Node' }, loop)).not.toThrow();
  });
});
