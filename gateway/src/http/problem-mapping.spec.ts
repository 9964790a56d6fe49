import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { RpcError } from '@crema/messaging';
import { toProblem } from './problem-mapping';
import { ProblemException } from './problem.exception';

function fastifyError(code: string, statusCode: number, message = 'fastify says no'): Error {
  return Object.assign(new Error(message), { code, statusCode });
}

describe('toProblem', () => {
  it('keeps a ProblemException as it is, with its headers', () => {
    const exception = new ProblemException(
      { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Slow down.' },
      { 'retry-after': '60' },
    );
    expect(toProblem(exception)).toEqual({
      problem: exception.problem,
      headers: { 'retry-after': '60' },
      unexpected: false,
    });
  });

  it('maps RPC errors, also when they arrive as a plain wire body', () => {
    const conflict = toProblem(
      RpcError.conflict('Username is taken', [{ path: 'username', message: 'Username is taken' }]),
    );
    expect(conflict.problem).toMatchObject({ status: 409, detail: 'Username is taken', code: 'conflict' });
    expect(conflict.problem.errors).toEqual([{ path: 'username', message: 'Username is taken' }]);
    expect(conflict.unexpected).toBe(false);
    expect(toProblem({ status: 404, code: 'not_found', message: 'No such token' }).problem.status).toBe(404);
  });

  it("answers a service's 429 with the Retry-After it names, also from a plain wire body", () => {
    const limited = toProblem(RpcError.rateLimited('You have posted 60 check-ins in the last hour.', 90.2));
    expect(limited).toEqual({
      problem: expect.objectContaining({ status: 429, code: 'rate_limited' }) as unknown,
      headers: { 'retry-after': '91' },
      unexpected: false,
    });
    expect(limited.problem).not.toHaveProperty('retryAfterSeconds');
    const wire = { status: 429, code: 'rate_limited', message: 'Slow down.', retryAfterSeconds: 30 };
    expect(toProblem(wire).headers).toEqual({ 'retry-after': '30' });
  });

  it('treats an unavailable service as expected and an internal one as a bug', () => {
    expect(toProblem(RpcError.unavailable('down'))).toMatchObject({
      problem: { status: 503 },
      unexpected: false,
    });
    // A client told "unavailable" is also told when to come back (issue 14 §1: 503 with Retry-After).
    expect(toProblem(RpcError.unavailable('down')).headers).toEqual({ 'retry-after': '2' });
    expect(
      toProblem(
        RpcError.fromWire({ status: 503, code: 'unavailable', message: 'down', retryAfterSeconds: 7 }),
      ).headers,
    ).toEqual({
      'retry-after': '7',
    });
    expect(toProblem(RpcError.internal())).toMatchObject({ problem: { status: 500 }, unexpected: true });
  });

  it('maps Nest HTTP exceptions with their message', () => {
    expect(toProblem(new NotFoundException('Cannot GET /api/x')).problem).toMatchObject({
      status: 404,
      detail: 'Cannot GET /api/x',
    });
    expect(toProblem(new BadRequestException(['first', 'second'])).problem.detail).toBe('first');
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400],
    ['FST_REQ_FILE_TOO_LARGE', 413, 413],
  ])('maps the Fastify error %s (wrapped by Nest or not) to %d', (code, statusCode, expected) => {
    const raw = fastifyError(code, statusCode);
    expect(toProblem(raw).problem.status).toBe(expected);
    const wrapped = new HttpException(raw.message, statusCode, { cause: raw });
    expect(toProblem(wrapped).problem.status).toBe(expected);
    expect(toProblem(wrapped).unexpected).toBe(false);
  });

  it('maps a JSON syntax error to 400', () => {
    const error = Object.assign(new SyntaxError('Unexpected token b in JSON'), { statusCode: 400 });
    expect(toProblem(error).problem).toMatchObject({
      status: 400,
      detail: 'The request body is not valid JSON.',
    });
  });

  it('answers 503 when Redis is unreachable', () => {
    const outage = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(toProblem(outage)).toMatchObject({
      problem: { status: 503 },
      headers: { 'retry-after': '2' },
      unexpected: true,
    });
    expect(toProblem(new Error('Connection is closed.')).problem.status).toBe(503);
  });

  it('hides the internals of anything unknown', () => {
    const mapped = toProblem(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    expect(mapped).toEqual({
      problem: {
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        detail: 'Something went wrong on our side.',
      },
      headers: {},
      unexpected: true,
    });
    expect(toProblem(new HttpException('stack trace here', 502)).problem.detail).toBe(
      'Something went wrong on our side.',
    );
  });
});
