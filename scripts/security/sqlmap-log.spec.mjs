import { describe, expect, it } from '@jest/globals';
import { countTrafficRequests, firstStatus, parseSqlmapLog } from './sqlmap-log.mjs';

// Lines as sqlmap 1.7.2 wrote them in a scan of this repository (timestamps kept, colours off).
const CLEAN = `
[21:55:21] [INFO] testing connection to the target URL
[21:55:21] [INFO] testing if (custom) POST parameter 'JSON content' is dynamic
[21:55:21] [WARNING] heuristic (basic) test shows that (custom) POST parameter 'JSON content' might not be injectable
[21:55:21] [INFO] testing for SQL injection on (custom) POST parameter 'JSON content'
[21:55:23] [WARNING] (custom) POST parameter 'JSON content' does not seem to be injectable
[21:55:23] [INFO] testing for SQL injection on URI parameter 'JSON #1*'
[21:55:24] [WARNING] URI parameter 'JSON #1*' does not seem to be injectable
[21:55:24] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options
[*] ending @ 21:55:24 /2026-11-26/
`;

// The shape of a confirmed injection (sqlmap's documented output), on a GET parameter.
const INJECTABLE = `
[10:01:02] [INFO] testing for SQL injection on GET parameter 'q'
[10:01:03] [INFO] GET parameter 'q' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable
[10:01:04] [INFO] GET parameter 'q' is 'PostgreSQL AND error-based - WHERE or HAVING clause' injectable
GET parameter 'q' is vulnerable. Do you want to keep testing the others (if any)? [y/N] N
sqlmap identified the following injection point(s) with a total of 52 HTTP(s) requests:
---
Parameter: q (GET)
    Type: boolean-based blind
    Title: AND boolean-based blind - WHERE or HAVING clause
    Payload: q=x' AND 5511=5511 AND 'a'='a
---
[10:01:05] [INFO] the back-end DBMS is PostgreSQL
[*] ending @ 10:01:05 /2026-11-26/
`;

// sqlmap thought so, then its own check threw it out.
const DROPPED = `
[10:01:02] [INFO] testing for SQL injection on URI parameter '#1*'
[10:01:03] [INFO] URI parameter '#1*' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable
[10:01:04] [WARNING] false positive or unexploitable injection point detected
[10:01:04] [WARNING] URI parameter '#1*' does not seem to be injectable
[*] ending @ 10:01:05 /2026-11-26/
`;

describe('parseSqlmapLog', () => {
  it('reads the tested parameters of a clean run, which finished', () => {
    const parsed = parseSqlmapLog(CLEAN);
    expect(parsed.tested).toEqual(["(custom) POST parameter 'JSON content'", "URI parameter 'JSON #1*'"]);
    expect(parsed.injectable).toEqual([]);
    expect(parsed.confirmed).toEqual([]);
    expect(parsed.finished).toBe(true);
    expect(parsed.critical).toEqual([]);
  });

  it('reads a confirmed injection point and its techniques', () => {
    const parsed = parseSqlmapLog(INJECTABLE);
    expect(parsed.tested).toEqual(["GET parameter 'q'"]);
    expect(parsed.confirmed).toEqual(['q (GET)']);
    expect(parsed.injectable.map((point) => point.technique)).toEqual([
      'AND boolean-based blind - WHERE or HAVING clause',
      'PostgreSQL AND error-based - WHERE or HAVING clause',
    ]);
  });

  it('keeps a point sqlmap dropped as injectable-looking but unconfirmed', () => {
    const parsed = parseSqlmapLog(DROPPED);
    expect(parsed.injectable).toHaveLength(1);
    expect(parsed.confirmed).toEqual([]);
  });

  it('counts a cookie sqlmap tested on its own (level 2 and up)', () => {
    const parsed = parseSqlmapLog(
      "[22:12:46] [INFO] testing for SQL injection on Cookie parameter 'crema_sid'\n[22:12:47] [WARNING] Cookie parameter 'crema_sid' does not seem to be injectable\n",
    );
    expect(parsed.tested).toEqual(["Cookie parameter 'crema_sid'"]);
  });

  it('counts the headers sqlmap tests at level 3', () => {
    const parsed = parseSqlmapLog(
      "[22:40:34] [INFO] testing for SQL injection on parameter 'User-Agent'\n[22:41:40] [WARNING] parameter 'User-Agent' does not seem to be injectable\n",
    );
    expect(parsed.tested).toEqual(["parameter 'User-Agent'"]);
  });

  it('reports a run that stopped on a critical error as unfinished work', () => {
    const parsed = parseSqlmapLog(
      '[21:55:21] [INFO] testing connection to the target URL\n[21:55:21] [CRITICAL] page not found (404)\n',
    );
    expect(parsed.critical).toEqual(['page not found (404)']);
    expect(parsed.finished).toBe(false);
    expect(parsed.tested).toEqual([]);
  });
});

describe('traffic files', () => {
  const traffic = [
    'HTTP request [#1]:',
    'GET /api/search?type=coffees&query=Scan HTTP/1.1',
    '',
    'HTTP response [#1] (200 OK):',
    'Content-Type: application/json',
    '',
    'HTTP request [#2]:',
    'GET /api/search?type=coffees%27&query=Scan HTTP/1.1',
    '',
    'HTTP response [#2] (400 Bad Request):',
  ].join('\n');

  it('counts the requests', () => {
    expect(countTrafficRequests(traffic)).toBe(2);
    expect(countTrafficRequests('')).toBe(0);
  });

  it("reads the unmodified request's status", () => {
    expect(firstStatus(traffic)).toBe(200);
    expect(firstStatus('')).toBeUndefined();
  });
});
