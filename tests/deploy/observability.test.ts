import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, register } from 'prom-client';
import { parse } from 'yaml';
import { z } from 'zod';
import { repoRoot } from './deployables';

/*
 * The Grafana dashboard and the Prometheus alert rules name metrics; a renamed or removed metric
 * would leave a blank panel or an alert that never fires. These tests load every module of the
 * code base that registers a prom-client metric, read the names off the registry, and hold the
 * dashboard and the rules to them. promtool is not available here, so the rules file's structure is
 * checked against the schema Prometheus documents for rule files.
 */

const dashboardFile = path.join(repoRoot, 'deploy', 'grafana', 'crema-dashboard.json');
const rulesFile = path.join(repoRoot, 'deploy', 'prometheus', 'alerts.yaml');
const runbookFile = path.join(repoRoot, 'docs', 'operations.md');

/** Labels Prometheus adds to every scraped series (target and Kubernetes service discovery). */
const TARGET_LABELS = new Set(['job', 'instance', 'namespace', 'pod', 'container']);
/** Series Prometheus makes itself. */
const PROMETHEUS_SERIES = new Set(['up', 'ALERTS', 'ALERTS_FOR_STATE']);

const METRIC_CONSTRUCTOR = /new (Counter|Gauge|Histogram|Summary)\b/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.(spec|test|e2e-spec)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every non-test source file of a deployable or library that constructs a prom-client metric. */
function metricModules(): string[] {
  const roots = [
    path.join(repoRoot, 'gateway', 'src'),
    ...['libs', 'services'].flatMap((parent) =>
      readdirSync(path.join(repoRoot, parent)).map((name) => path.join(repoRoot, parent, name, 'src')),
    ),
  ];
  return roots
    .flatMap(sourceFiles)
    .filter(
      (file) =>
        METRIC_CONSTRUCTOR.test(readFileSync(file, 'utf8')) &&
        /from 'prom-client'/.test(readFileSync(file, 'utf8')),
    );
}

interface RegisteredMetric {
  labels: Set<string>;
}

/** Series names a scrape can show (a histogram's _bucket, _sum and _count), with their labels. */
async function registeredSeries(): Promise<Map<string, RegisteredMetric>> {
  collectDefaultMetrics();
  // Loading a module registers its metrics in prom-client's default registry.
  for (const file of metricModules()) await import(file);
  const series = new Map<string, RegisteredMetric>();
  for (const metric of await register.getMetricsAsJSON()) {
    const single = register.getSingleMetric(metric.name) as unknown as { labelNames?: string[] } | undefined;
    const labels = new Set(single?.labelNames ?? []);
    const names =
      String(metric.type) === 'histogram'
        ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`]
        : String(metric.type) === 'summary'
          ? [metric.name, `${metric.name}_sum`, `${metric.name}_count`]
          : [metric.name];
    for (const name of names)
      series.set(name, { labels: name.endsWith('_bucket') ? new Set([...labels, 'le']) : labels });
  }
  return series;
}

const PROMQL_KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

export interface Selector {
  metric: string;
  labels: string[];
}

/** The metrics (and the labels matched on each) an expression reads. */
export function selectorsOf(expr: string): Selector[] {
  const selectors: Selector[] = [];
  // Strings first (they may hold anything), then range and subquery durations.
  const text = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\[[^\]]*\]/g, '')
    // Numbers (1e-9, 0.99) are not names.
    .replace(/(?<![a-zA-Z0-9_:])[0-9][0-9.]*(?:e[+-]?[0-9]+)?/gi, ' ');
  // Grouping clauses name labels, not metrics.
  const withoutGrouping = text.replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const token = /([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\{[^}]*\})?\s*(\()?/g;
  for (let match = token.exec(withoutGrouping); match; match = token.exec(withoutGrouping)) {
    const [, name = '', matchers, call] = match;
    if (call && !matchers) continue; // a function
    if (PROMQL_KEYWORDS.has(name.toLowerCase())) continue;
    if (/^[0-9]/.test(name)) continue;
    const labels = [...(matchers ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)/g)].map(
      (m) => m[1] ?? '',
    );
    selectors.push({ metric: name, labels });
  }
  return selectors;
}

/** Labels an expression aggregates or joins on (`by (...)`, `without (...)`, `on (...)`). */
function groupingLabelsOf(expr: string): string[] {
  return [...expr.matchAll(/\b(?:by|without|on|ignoring)\s*\(([^)]*)\)/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean),
  );
}

const durationSchema = z.string().regex(/^([0-9]+(ms|s|m|h|d|w|y))+$/, 'a Prometheus duration such as 5m');
const ruleSchema = z
  .object({
    alert: z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/),
    expr: z.string().min(1),
    for: durationSchema.optional(),
    keep_firing_for: durationSchema.optional(),
    labels: z.record(z.string(), z.string()).optional(),
    annotations: z.record(z.string(), z.string()).optional(),
  })
  .strict();
const rulesSchema = z
  .object({
    groups: z
      .array(
        z
          .object({
            name: z.string().min(1),
            interval: durationSchema.optional(),
            limit: z.number().int().optional(),
            rules: z.array(ruleSchema).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

interface DashboardPanel {
  title?: string;
  type: string;
  targets?: Array<{ expr?: string }>;
  panels?: DashboardPanel[];
}

function dashboardExpressions(): Array<{ panel: string; expr: string }> {
  const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as { panels: DashboardPanel[] };
  const all = (panels: DashboardPanel[]): DashboardPanel[] =>
    panels.flatMap((panel) => [panel, ...all(panel.panels ?? [])]);
  return all(dashboard.panels).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ panel: panel.title ?? panel.type, expr: target.expr ?? '' })),
  );
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
function anchorsOf(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
      (m[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

describe('observability deployment files', () => {
  let series: Map<string, RegisteredMetric>;
  const rules = () => rulesSchema.parse(parse(readFileSync(rulesFile, 'utf8')));

  beforeAll(async () => {
    series = await registeredSeries();
  });

  /** Every metric an expression reads is registered, and every label it matches or groups by exists. */
  function unknownIn(expr: string): string[] {
    const problems: string[] = [];
    const selectors = selectorsOf(expr);
    if (selectors.length === 0) problems.push(`reads no metric: ${expr}`);
    const known = new Set<string>(TARGET_LABELS);
    for (const { metric, labels } of selectors) {
      if (PROMETHEUS_SERIES.has(metric)) continue;
      const registered = series.get(metric);
      if (!registered) {
        problems.push(`unknown metric ${metric}`);
        continue;
      }
      registered.labels.forEach((label) => known.add(label));
      for (const label of labels) {
        if (!registered.labels.has(label) && !TARGET_LABELS.has(label))
          problems.push(`${metric} has no label ${label}`);
      }
    }
    for (const label of groupingLabelsOf(expr)) {
      if (!known.has(label)) problems.push(`grouping by unknown label ${label}`);
    }
    return problems;
  }

  it('finds the metrics the code registers (domain metrics and the process defaults)', () => {
    for (const name of [
      'http_requests_total',
      'rpc_client_duration_seconds_bucket',
      'rpc_server_duration_seconds_bucket',
      'queue_jobs',
      'job_duration_seconds_bucket',
      'outbox_oldest_unpublished_age_seconds',
      'event_consumer_pending_messages',
      'live_connections',
      'dependency_up',
      'process_ready',
      'process_cpu_seconds_total',
    ]) {
      expect(series.has(name)).toBe(true);
    }
  });

  it('reads PromQL selectors (metrics, matchers, grouping) the way the checks below need', () => {
    expect(
      selectorsOf(
        'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket{route!~".*/x"}[5m]))) > 1',
      ),
    ).toEqual([{ metric: 'http_request_duration_seconds_bucket', labels: ['route'] }]);
    expect(selectorsOf('count(process_ready == 0) or vector(0)')).toEqual([
      { metric: 'process_ready', labels: [] },
    ]);
    expect(groupingLabelsOf('sum by (queue, state) (queue_jobs)')).toEqual(['queue', 'state']);
  });

  it('the dashboard is Grafana JSON whose every query names registered metrics and labels', () => {
    const expressions = dashboardExpressions();
    expect(expressions.length).toBeGreaterThan(20);
    const problems = expressions.flatMap(({ panel, expr }) =>
      unknownIn(expr).map((problem) => `${panel}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('the alert rules file has the structure of a Prometheus rule file, with unique alerts', () => {
    const parsed = rules();
    const alerts = parsed.groups.flatMap((group) => group.rules.map((rule) => rule.alert));
    expect(new Set(alerts).size).toBe(alerts.length);
    for (const rule of parsed.groups.flatMap((group) => group.rules)) {
      expect(rule.labels?.severity).toMatch(/^(page|ticket)$/);
      expect(rule.annotations?.summary).toBeTruthy();
      // Balanced brackets: a cheap stand-in for promtool's parse.
      for (const [open, close] of [
        ['(', ')'],
        ['{', '}'],
        ['[', ']'],
      ] as const) {
        expect([rule.alert, rule.expr.split(open).length]).toEqual([
          rule.alert,
          rule.expr.split(close).length,
        ]);
      }
    }
  });

  it('covers what issue 14 asks to alert on', () => {
    const exprs = rules()
      .groups.flatMap((group) => group.rules.map((rule) => rule.expr))
      .join('\n');
    for (const needle of [
      'http_requests_total{status=~"5.."}',
      'http_request_duration_seconds_bucket',
      'outbox_oldest_unpublished_age_seconds',
      'event_consumer_pending_messages',
      'queue_jobs',
      'job_failures_total',
      'process_ready',
      'dependency_up{dependency="postgres"}',
      'dependency_up{dependency="redis"}',
      'dependency_up{dependency="nats"}',
    ]) {
      expect(exprs).toContain(needle);
    }
  });

  it('every alert expression names registered metrics and labels', () => {
    const problems = rules().groups.flatMap((group) =>
      group.rules.flatMap((rule) => unknownIn(rule.expr).map((problem) => `${rule.alert}: ${problem}`)),
    );
    expect(problems).toEqual([]);
  });

  it('every alert links its runbook section in docs/operations.md', () => {
    const anchors = anchorsOf(readFileSync(runbookFile, 'utf8'));
    for (const rule of rules().groups.flatMap((group) => group.rules)) {
      expect(rule.annotations?.runbook_url).toBe(`docs/operations.md#${rule.alert.toLowerCase()}`);
      expect([rule.alert, anchors.has(rule.alert.toLowerCase())]).toEqual([rule.alert, true]);
    }
  });
});
