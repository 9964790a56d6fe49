import { groupOf, groupOperations, restOperationsOf } from './rest-operations';
import type { OpenApiDocument } from './openapi-document';

const problem = {
  description: 'Invalid input',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Crema API', version: '1.0.0' },
  paths: {
    '/api/check-ins': {
      post: {
        summary: 'Post a check-in',
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        responses: { '201': { description: 'Created' }, '400': problem },
      },
      get: {
        summary: 'The feed',
        security: [],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: {
          '200': { description: 'A page', content: { 'application/json': { schema: { type: 'array' } } } },
        },
      },
    },
    '/api/user/tokens': {
      get: {
        summary: 'Your tokens',
        security: [{ session: [] }],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

describe('restOperationsOf', () => {
  const operations = restOperationsOf(document);

  it('lists every operation, GET first within a path, with its resource and access', () => {
    expect(operations.map((operation) => [operation.id, operation.group, operation.access])).toEqual([
      ['get /api/check-ins', 'check-ins', 'public'],
      ['post /api/check-ins', 'check-ins', 'session-or-token'],
      ['get /api/user/tokens', 'user', 'session-only'],
    ]);
  });

  it('keeps the body, the successes and the problem answers apart', () => {
    const post = operations[1];
    expect(post?.requestBody).toEqual({
      contentType: 'multipart/form-data',
      schema: { type: 'object' },
      required: true,
    });
    expect(post?.successes.map((response) => response.status)).toEqual(['201']);
    expect(post?.errors).toEqual([
      {
        status: '400',
        description: 'Invalid input',
        contentType: 'application/problem+json',
        schema: { $ref: '#/components/schemas/Problem' },
      },
    ]);
    expect(operations[0]?.successes[0]?.contentType).toBe('application/json');
  });
});

describe('groupOperations', () => {
  const operations = restOperationsOf(document);

  it('groups by resource in document order', () => {
    expect(groupOperations(operations, '').map((group) => [group.name, group.operations.length])).toEqual([
      ['check-ins', 2],
      ['user', 1],
    ]);
  });

  it('keeps what matches every word of the query, any case, method included', () => {
    expect(
      groupOperations(operations, 'POST check').flatMap((group) => group.operations.map((o) => o.id)),
    ).toEqual(['post /api/check-ins']);
    expect(groupOperations(operations, 'tokens your')[0]?.operations[0]?.id).toBe('get /api/user/tokens');
    expect(groupOperations(operations, 'espresso')).toEqual([]);
  });
});

describe('groupOf', () => {
  it('names the resource after /api', () => {
    expect(groupOf('/api/check-ins/{id}/comments')).toBe('check-ins');
    expect(groupOf('/health')).toBe('health');
  });
});
