// A tiny HTTP client for the operator scripts: one session cookie per instance, JSON and multipart
// bodies, and errors that say which request failed with what problem.

export class ApiError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} answered ${status}: ${typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body).slice(0, 300)}`);
    this.status = status;
    this.body = body;
  }
}

export class ApiClient {
  /** @param {string} baseUrl e.g. http://127.0.0.1:3000 */
  constructor(baseUrl) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.cookie = undefined;
  }

  /**
   * Retries a request that got no answer, a 429 or a 502/503/504 (a service still starting, a
   * setting on its way, or a busy machine): up to 4 more times, 1, 2, 4 and 8 s apart. A retried register may then meet its own
   * first attempt (409); the seed signs in instead.
   */
  async request(method, path, options = {}) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(method, path, options);
      } catch (error) {
        // 429 too: the seed raises the hourly check-in limit first, and the service hears of it a moment later.
        const transient = error instanceof ApiError ? [429, 502, 503, 504].includes(error.status) : true;
        if (!transient || attempt >= 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
      }
    }
  }

  async once(method, path, { json, form, timeoutMs = 30000 } = {}) {
    const headers = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = form;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      if (pair.startsWith('crema_sid=')) this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let parsed = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    if (!response.ok) throw new ApiError(method, path, response.status, parsed);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path, options) {
    return this.request('GET', path, options);
  }
  post(path, options) {
    return this.request('POST', path, options);
  }
  patch(path, options) {
    return this.request('PATCH', path, options);
  }
  put(path, options) {
    return this.request('PUT', path, options);
  }
}

/** Runs `task(item, index)` over `items` with at most `limit` in flight; rejects on the first failure. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
