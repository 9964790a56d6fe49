import { describe, expect, it } from '@jest/globals';
import { EXPLANATIONS } from './explanations.mjs';
import { sqlmapFindings, wapitiFindings } from './findings.mjs';
import { floorsFor } from './floors.mjs';
import { parseRequestCounts, requestsBetween } from './gateway-metrics.mjs';
import {
  countBySeverity,
  exerciseChecks,
  explain,
  renderSummary,
  serverErrorFindings,
  verdict,
} from './summary.mjs';

// The shape of wapiti 3.0.4's JSON report (report/jsonreportgenerator.py), trimmed.
const wapitiReport = {
  vulnerabilities: {
    'SQL Injection': [],
    'HTTP Secure Headers': [
      { method: 'GET', path: '/', info: 'X-XSS-Protection is not set', level: 1, parameter: '' },
      { method: 'GET', path: '/', info: 'Strict-Transport-Security is not set', level: 1, parameter: '' },
    ],
    'Cross Site Scripting': [
      {
        method: 'GET',
        path: '/api/search',
        info: 'XSS vulnerability found via injection in the parameter query',
        level: 3,
        parameter: 'query',
      },
    ],
  },
  anomalies: {
    'Internal Server Error': [
      {
        method: 'GET',
        path: '/api/check-ins',
        info: 'The server responded with a 500 HTTP error code while attempting to inject a payload in the parameter lat',
        level: 3,
        parameter: 'lat',
      },
    ],
  },
  additionals: { Fingerprint: [{ method: 'GET', path: '/', info: 'Fastify', level: 0 }] },
  infos: { version: 'Wapiti 3.0.4' },
};

const allTargetsFloors = floorsFor('short', { targets: 6, parameters: 24, apiUrls: 4 });
const generousCoverage = Object.fromEntries(
  Object.entries(allTargetsFloors).map(([name, floor]) => [name, floor * 2]),
);

describe('wapitiFindings', () => {
  it('maps levels to severities, anomalies included, additionals as information', () => {
    const findings = wapitiFindings(wapitiReport);
    expect(findings.map((f) => [f.category, f.severity])).toEqual([
      ['HTTP Secure Headers', 'low'],
      ['HTTP Secure Headers', 'low'],
      ['Cross Site Scripting', 'high'],
      ['Internal Server Error', 'high'],
      ['Fingerprint', 'info'],
    ]);
    expect(findings[2]).toMatchObject({ scanner: 'wapiti', where: 'GET /api/search', parameter: 'query' });
  });

  it('reads levels written as strings (wapitiCore writes its constants as "3")', () => {
    const report = { vulnerabilities: { 'Open Redirect': [{ path: '/x', level: '2', info: 'redirect' }] } };
    expect(wapitiFindings(report)[0]).toMatchObject({ severity: 'medium', where: 'GET /x' });
  });
});

describe('sqlmapFindings', () => {
  const target = { key: 'get /api/search', method: 'GET' };

  it('makes every confirmed injection point high', () => {
    const parsed = {
      confirmed: ['#2* (URI)'],
      injectable: [{ parameter: "URI parameter '#2*'", technique: 'boolean' }],
    };
    expect(sqlmapFindings([{ target, parsed }])).toEqual([
      expect.objectContaining({
        scanner: 'sqlmap',
        severity: 'high',
        where: 'GET /api/search',
        parameter: '#2* (URI)',
      }),
    ]);
  });

  it('keeps a point sqlmap dropped, as low', () => {
    const parsed = {
      confirmed: [],
      injectable: [{ parameter: "URI parameter '#1*'", technique: 'boolean' }],
    };
    expect(sqlmapFindings([{ target, parsed }])).toEqual([expect.objectContaining({ severity: 'low' })]);
  });

  it('has nothing to say of a clean run', () => {
    expect(sqlmapFindings([{ target, parsed: { confirmed: [], injectable: [] } }])).toEqual([]);
  });
});

describe('gateway request counts', () => {
  const before = parseRequestCounts(
    [
      '# HELP http_requests_total HTTP requests answered by the gateway',
      '# TYPE http_requests_total counter',
      'http_requests_total{method="GET",route="/api/search",status="200"} 3',
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/search",status="200"} 3',
    ].join('\n'),
  );
  const after = parseRequestCounts(
    [
      'http_requests_total{method="GET",route="/api/search",status="200"} 10',
      'http_requests_total{method="GET",route="/api/search",status="400"} 90',
      'http_requests_total{method="PATCH",route="/api/check-ins/:id",status="500"} 2',
    ].join('\n'),
  );

  it('parses only the counter', () => {
    expect([...before.entries()]).toEqual([['GET /api/search 200', 3]]);
  });

  it('counts what happened between two readings, 5xx by route', () => {
    expect(requestsBetween(before, after)).toEqual({
      requests: 99,
      routes: ['GET /api/search', 'PATCH /api/check-ins/:id'],
      byStatusClass: { '2xx': 7, '4xx': 90, '5xx': 2 },
      serverErrors: { 'PATCH /api/check-ins/:id 500': 2 },
    });
  });

  it('makes each 5xx a medium finding of the scanner that caused it', () => {
    expect(serverErrorFindings('sqlmap', { 'PATCH /api/check-ins/:id 500': 2 })).toEqual([
      expect.objectContaining({ scanner: 'sqlmap', severity: 'medium', where: 'PATCH /api/check-ins/:id' }),
    ]);
  });
});

describe('verdict', () => {
  const checks = exerciseChecks(generousCoverage, allTargetsFloors);

  it('passes with low findings only, explained ones counted apart', () => {
    const findings = explain(
      wapitiFindings({
        vulnerabilities: { 'HTTP Secure Headers': wapitiReport.vulnerabilities['HTTP Secure Headers'] },
      }),
      EXPLANATIONS,
    );
    expect(findings.every((f) => f.explained)).toBe(true);
    expect(countBySeverity(findings).low).toEqual({ open: 0, explained: 2 });
    expect(verdict(findings, checks)).toMatchObject({ ok: true, failures: [] });
  });

  it('fails on any open high or medium finding', () => {
    const result = verdict(explain(wapitiFindings(wapitiReport), EXPLANATIONS), checks);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual(['open high (2) finding(s)']);
    expect(verdict(serverErrorFindings('wapiti', { 'GET /api/x 500': 1 }), checks).ok).toBe(false);
  });

  it('never explains a finding its explanation does not name exactly', () => {
    const findings = explain(
      [
        {
          scanner: 'wapiti',
          severity: 'medium',
          category: 'HTTP Secure Headers',
          where: 'GET /',
          parameter: '',
          info: 'X-Frame-Options is not set',
        },
      ],
      EXPLANATIONS,
    );
    expect(findings[0].explained).toBeUndefined();
  });

  it('fails a run whose scanners did too little, even with no finding', () => {
    const idle = exerciseChecks({ ...generousCoverage, 'sqlmap parameters tested': 3 }, allTargetsFloors);
    const result = verdict([], idle);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([
      `the scanners did too little: sqlmap parameters tested = 3 < ${allTargetsFloors['sqlmap parameters tested']}`,
    ]);
    expect(verdict([], exerciseChecks({}, allTargetsFloors)).ok).toBe(false);
  });

  it('fails on a problem of the run itself', () => {
    expect(verdict([], checks, ['wapiti wrote no report']).ok).toBe(false);
  });
});

describe('grouped explanations', () => {
  it('prints one line per reason, with a few examples', () => {
    const why = 'the app page';
    const findings = ['~', '.bak', '.old', '.tar.gz'].map((suffix) => ({
      scanner: 'wapiti',
      severity: 'low',
      category: 'Backup file',
      where: `GET /admin${suffix}`,
      parameter: '',
      info: 'found',
      explained: why,
    }));
    const checks = exerciseChecks(generousCoverage, allTargetsFloors);
    const text = renderSummary({
      mode: 'full',
      seconds: 1,
      findings,
      checks,
      result: verdict(findings, checks),
    });
    expect(text).toContain(
      '- [low] wapiti: Backup file ×4 (GET /admin~, GET /admin.bak, GET /admin.old, …)\n    the app page',
    );
    expect(text).not.toContain('Open findings');
  });
});

describe('floorsFor', () => {
  it('cannot be met by an empty plan', () => {
    const floors = floorsFor('full', { targets: 0, parameters: 0, apiUrls: 0 });
    expect(Object.values(floors).every((floor) => floor > 0)).toBe(true);
  });

  it('rises with the routes planned', () => {
    const small = floorsFor('full', { targets: 70, parameters: 150, apiUrls: 45 });
    const large = floorsFor('full', { targets: 90, parameters: 200, apiUrls: 60 });
    for (const name of Object.keys(small)) expect(large[name]).toBeGreaterThanOrEqual(small[name]);
    expect(large['sqlmap routes scanned to the end']).toBe(90);
  });
});

describe('renderSummary', () => {
  it('prints the table by severity and scanner, the figures and each explanation', () => {
    const findings = explain([...wapitiFindings(wapitiReport)], EXPLANATIONS);
    const checks = exerciseChecks(generousCoverage, allTargetsFloors);
    const text = renderSummary({
      mode: 'short',
      seconds: 42,
      findings,
      checks,
      result: verdict(findings, checks),
      notes: ['a note'],
    });
    expect(text).toContain('Security scan (short) — 42 s');
    expect(text).toMatch(/^high\s+2\s+0\s+fails the run$/m);
    expect(text).toMatch(/^low\s+0 \(\+2 explained\)\s+0\s+reported$/m);
    expect(text).toMatch(
      /^- \[low\] wapiti: HTTP Secure Headers ×1 \(GET \/: X-XSS-Protection is not set\)\n {4}deliberately absent/m,
    );
    expect(text).toMatch(/^- \[high\] wapiti: Cross Site Scripting at GET \/api\/search \(query\): XSS/m);
    expect(text).toMatch(/^sqlmap parameters tested\s+\d+\s+\d+\s+ok$/m);
    expect(text).toContain('- a note');
    expect(text.trim().split('\n').at(-1)).toBe('FAIL: open high (2) finding(s)');
  });
});
