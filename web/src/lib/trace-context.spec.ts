import { traceRequest } from './trace-context';

describe('traceRequest', () => {
  it('is a sampled W3C traceparent (version 00) with non-zero ids', () => {
    const [version, traceId, parentId, flags] = traceRequest('GET', '/api/user').traceparent.split('-');
    expect(version).toBe('00');
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(parentId).toMatch(/^[0-9a-f]{16}$/);
    expect(flags).toBe('01');
    expect(traceId).not.toMatch(/^0+$/);
    expect(parentId).not.toMatch(/^0+$/);
  });

  it('starts a new trace for every request', () => {
    const traceIds = new Set(
      Array.from({ length: 50 }, () => traceRequest('GET', '/api/user').traceparent.split('-')[1]),
    );
    expect(traceIds.size).toBe(50);
  });

  it('records nothing on a page without the tracing meta tag (no document at all here)', () => {
    expect(() => traceRequest('GET', '/api/user').end(200)).not.toThrow();
  });
});
