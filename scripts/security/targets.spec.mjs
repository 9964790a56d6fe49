import { describe, expect, it } from '@jest/globals';
import { pathValue, sampleValue, sqlmapTargets, wapitiApiUrls } from './targets.mjs';

const ids = {
  checkInId: 7,
  friendCheckInId: 8,
  commentId: 3,
  friendId: 2,
  friendUsername: 'scan_friend',
  victimId: 9,
  adminUsername: 'scan_admin',
  login: { username: 'scan_victim', password: 'real-password' },
};

// A few routes in the shape the gateway's openapi.document.ts writes them.
const document = {
  paths: {
    '/api/search': {
      get: {
        parameters: [
          {
            name: 'type',
            in: 'query',
            required: true,
            schema: { type: 'string', enum: ['coffees', 'roasters'] },
          },
          { name: 'query', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } },
          { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
        ],
      },
    },
    '/api/check-ins/{id}': {
      patch: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  rating: { type: 'number', minimum: 1, maximum: 5 },
                  notes: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                },
              },
            },
          },
        },
      },
      delete: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] },
    },
    '/api/check-ins/{id}/comments/{commentId}': {
      delete: {
        parameters: [
          { name: 'id', in: 'path', schema: { type: 'string' } },
          { name: 'commentId', in: 'path', schema: { type: 'string' } },
        ],
      },
    },
    '/api/check-ins/{id}/report': {
      post: { parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }] },
    },
    '/api/login': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { username: { type: 'string' }, password: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    '/api/email/unsubscribe': {
      post: {
        parameters: [{ name: 'token', in: 'query', schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } },
              },
            },
          },
        },
      },
    },
    '/api/logout': { post: {} },
    '/api/notifications/stream': { get: {} },
    '/api/widgets/{id}': { get: { parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }] } },
  },
};

describe('sampleValue', () => {
  it('gives values the schema accepts', () => {
    expect(sampleValue({ type: 'string', enum: ['Light', 'Dark'] })).toBe('Light');
    expect(sampleValue({ type: 'string', minLength: 8 })).toHaveLength(8);
    expect(sampleValue({ type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' })).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sampleValue({ type: 'integer', exclusiveMinimum: 0, maximum: 10 })).toBe(1);
    expect(sampleValue({ anyOf: [{ type: 'null' }, { type: 'boolean' }] })).toBe(true);
    expect(sampleValue({ type: 'array', minItems: 2, items: { type: 'string', enum: ['read'] } })).toEqual([
      'read',
      'read',
    ]);
    expect(
      sampleValue({ type: 'object', properties: { email: { not: {} }, bio: { type: 'string' } } }),
    ).toEqual({ bio: 'scan' });
  });

  it('never gives a real password, so destructive routes fail their own check', () => {
    expect(sampleValue({ type: 'string' }, 'currentPassword')).toBe('not-the-password-1');
  });

  it('gives a date-time within the coming year', () => {
    const value = Date.parse(sampleValue({ type: 'string', format: 'date-time' }));
    expect(value).toBeGreaterThan(Date.now());
    expect(value).toBeLessThan(Date.now() + 365 * 86_400_000);
  });
});

describe('pathValue', () => {
  it('names the seeded content by parameter and path', () => {
    expect(pathValue('/api/check-ins/{id}', 'id', ids)).toBe('7');
    expect(pathValue('/api/check-ins/{id}/report', 'id', ids)).toBe('8');
    expect(pathValue('/api/admin/users/{id}', 'id', ids)).toBe('9');
    expect(pathValue('/api/users/{id}/follow', 'id', ids)).toBe('2');
    expect(pathValue('/api/users/{username}', 'username', ids)).toBe('scan_friend');
    expect(pathValue('/api/widgets/{id}', 'id', ids)).toBeUndefined();
  });
});

describe('sqlmapTargets', () => {
  const { targets, skipped, unresolved } = sqlmapTargets(document, ids, { baseUrl: 'http://h' });
  const byKey = Object.fromEntries(targets.map((target) => [target.key, target]));

  it('marks every path and query value and leaves the opaque cursor out', () => {
    expect(byKey['get /api/search']).toMatchObject({
      url: 'http://h/api/search?type=coffees*&query=Scan*',
      parameters: ['type', 'query'],
    });
    expect(byKey['delete /api/check-ins/{id}/comments/{commentId}'].url).toBe(
      'http://h/api/check-ins/7*/comments/3*',
    );
  });

  it('sends JSON bodies unmarked (sqlmap marks each value) and form values marked', () => {
    expect(byKey['patch /api/check-ins/{id}']).toMatchObject({
      url: 'http://h/api/check-ins/7*',
      data: '{"rating":1,"notes":"scan"}',
      contentType: 'application/json',
      parameters: ['id', 'rating', 'notes'],
    });
    expect(byKey['post /api/email/unsubscribe']).toMatchObject({
      data: 'List-Unsubscribe=One-Click*',
      url: 'http://h/api/email/unsubscribe?token=scan*',
    });
  });

  it('sends a body-less POST as an empty JSON object, as the web app does', () => {
    expect(byKey['post /api/check-ins/{id}/report']).toMatchObject({
      data: '{}',
      contentType: 'application/json',
    });
    expect(byKey['delete /api/check-ins/{id}'].data).toBeUndefined();
  });

  it('scans session routes as a guest, the login with real credentials', () => {
    expect(byKey['post /api/login']).toMatchObject({
      asGuest: true,
      data: '{"username":"scan_victim","password":"real-password"}',
    });
    expect(byKey['patch /api/check-ins/{id}'].asGuest).toBe(false);
  });

  it('raises the level for a body parameter sqlmap would take for an anti-CSRF token', () => {
    const withToken = {
      paths: {
        '/api/user/email/confirm': {
          post: {
            requestBody: {
              content: {
                'application/json': { schema: { type: 'object', properties: { token: { type: 'string' } } } },
              },
            },
          },
        },
      },
    };
    expect(sqlmapTargets(withToken, ids).targets[0].minLevel).toBe(4);
    expect(byKey['get /api/search'].minLevel).toBeUndefined();
  });

  it('leaves out routes with no parameter and the event stream, saying why', () => {
    expect(byKey['post /api/logout']).toBeUndefined();
    expect(byKey['get /api/notifications/stream']).toBeUndefined();
    expect(skipped.map((entry) => entry.key)).toEqual(['get /api/notifications/stream']);
  });

  it('orders reads first and deletions last, what others hang on at the very end', () => {
    const keys = targets.map((target) => target.key);
    expect(keys[0]).toBe('get /api/search');
    expect(keys.slice(-2)).toEqual([
      'delete /api/check-ins/{id}/comments/{commentId}',
      'delete /api/check-ins/{id}',
    ]);
  });

  it('names a path parameter the scan seeds nothing for', () => {
    expect(unresolved).toEqual(['get /api/widgets/{id} {id}']);
    expect(byKey['get /api/widgets/{id}'].url).toBe('http://h/api/widgets/1*');
  });

  it('keeps to the short slice when asked', () => {
    const short = sqlmapTargets(document, ids, { baseUrl: 'http://h', only: ['get /api/search'] });
    expect(short.targets.map((target) => target.key)).toEqual(['get /api/search']);
  });
});

describe('wapitiApiUrls', () => {
  it('gives every GET route but the stream, values filled in and unmarked', () => {
    expect(wapitiApiUrls(document, ids, { baseUrl: 'http://h' }).urls).toEqual([
      'http://h/api/search?type=coffees&query=Scan',
      'http://h/api/widgets/1',
    ]);
  });
});
