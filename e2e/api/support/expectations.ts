import type { ApiResponse } from './http';

/** Asymmetric matchers typed as unknown (jest types them `any`). */
export const anyString: unknown = expect.any(String);
export const anyNumber: unknown = expect.any(Number);

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: { path: string; message: string }[];
}

/** Asserts an RFC 9457 problem+json answer with the given status and returns its body. */
export function expectProblem(response: ApiResponse, status: number): ProblemBody {
  expect({ status: response.status, body: response.body }).toMatchObject({ status });
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = response.body as ProblemBody;
  expect(body).toMatchObject({ type: anyString, title: anyString, status });
  if (body.detail !== undefined) expect(typeof body.detail).toBe('string');
  return body;
}

/** A 4xx problem: bad input is never answered with a 5xx. */
export function expectClientError(response: ApiResponse): ProblemBody {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  return expectProblem(response, response.status);
}

const SECRET_KEY =
  /^(password|passwordHash|password_hash|hash|resetToken|reset_token|token|tokenHash|token_hash|expiresAt|expires_at)$/i;

/** Paths of every key in a body that could carry a password (hash) or a reset token. */
function secretPaths(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretPaths(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(SECRET_KEY.test(key) ? [`${path}.${key}`] : []),
    ...secretPaths(child, `${path}.${key}`),
  ]);
}

/** Fails when a response body holds any key that could carry a password hash or reset token. */
export function expectNoSecrets(value: unknown): void {
  expect(secretPaths(value, '$')).toEqual([]);
}

export function cookieAttributes(setCookie: string): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  for (const part of setCookie.split(';').slice(1)) {
    const [name, ...rest] = part.trim().split('=');
    if (name) attributes[name.toLowerCase()] = rest.length ? rest.join('=') : true;
  }
  return attributes;
}
