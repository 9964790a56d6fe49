import { ApiError, apiErrorFrom, apiFetch, errorDetail, NetworkError } from './api-client';

describe('apiErrorFrom', () => {
  it('reads problem details: detail first, then error, message, title', () => {
    const error = apiErrorFrom(
      422,
      'Unprocessable Entity',
      JSON.stringify({
        title: 'Invalid',
        detail: 'rating must be 1 to 5',
        errors: [{ path: 'rating', message: 'too high' }],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('422: rating must be 1 to 5');
    expect(error.errors).toEqual([{ path: 'rating', message: 'too high' }]);
    expect(apiErrorFrom(400, '', JSON.stringify({ error: 'Bad', message: 'm' })).detail).toBe('Bad');
    expect(apiErrorFrom(400, '', JSON.stringify({ message: 'm', title: 't' })).detail).toBe('m');
    expect(apiErrorFrom(400, '', JSON.stringify({ title: 't' })).detail).toBe('t');
  });

  it('falls back to the status text for an empty or detail-less body', () => {
    expect(apiErrorFrom(503, 'Service Unavailable', '').detail).toBe('Service Unavailable');
    expect(apiErrorFrom(503, '', '').detail).toBe('Request failed');
    expect(apiErrorFrom(404, 'Not Found', '{}').detail).toBe('Not Found');
  });

  it('takes a body that is not an error body, or not JSON, as the message itself', () => {
    expect(apiErrorFrom(500, 'x', 'upstream timed out').detail).toBe('upstream timed out');
    expect(apiErrorFrom(500, 'x', '[1,2]').detail).toBe('[1,2]');
    expect(apiErrorFrom(500, 'x', '{"detail":5}').detail).toBe('{"detail":5}');
    expect(apiErrorFrom(500, 'x', '{"errors":[{"path":1}]}').detail).toBe('{"errors":[{"path":1}]}');
  });
});

describe('apiFetch', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('turns a request that got no answer into a NetworkError a person can read', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const failure = apiFetch('GET', '/api/user');
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    expect(errorDetail(await failure.catch((error: unknown) => error))).toBe(
      "Crema can't be reached. Check your connection and try again.",
    );
  });

  it('keeps a non-OK answer an ApiError with its status', async () => {
    globalThis.fetch = () => Promise.resolve(new Response('{"detail":"Not yours"}', { status: 403 }));
    await expect(apiFetch('GET', '/api/user')).rejects.toMatchObject({ status: 403, detail: 'Not yours' });
  });
});
