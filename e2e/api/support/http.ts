export const SESSION_COOKIE = 'crema_sid';

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: unknown;
  text: string;
  setCookies: string[];
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body (string, Buffer or FormData) sent as is. */
  body?: string | Buffer | FormData;
  headers?: Record<string, string>;
}

/**
 * A tiny HTTP client with a one-cookie jar: it keeps the session cookie the gateway sets, like a
 * browser would, so a test can act as one signed-in person.
 */
export class ApiClient {
  sessionId: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Buffer | FormData | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    if (this.sessionId !== undefined) headers.cookie = `${SESSION_COOKIE}=${this.sessionId}`;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body as RequestInit['body'],
      redirect: 'manual',
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(cookie);
      if (!match) continue;
      const cleared =
        /max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie) || match[1] === '';
      this.sessionId = cleared ? undefined : match[1];
    }
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: /json/.test(type) && text !== '' ? (JSON.parse(text) as unknown) : text,
      text,
      setCookies,
    };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, ...(json === undefined ? {} : { json }) });
  }
  patch(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, { ...options, ...(json === undefined ? {} : { json }) });
  }
  put(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, { ...options, ...(json === undefined ? {} : { json }) });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }

  /** A second client holding the same session (e.g. a stolen or old cookie). */
  clone(): ApiClient {
    const copy = new ApiClient(this.baseUrl);
    copy.sessionId = this.sessionId;
    return copy;
  }
}
