// One verdict from both scanners: findings counted by severity (known false positives and accepted
// low findings shown with their explanation, never dropped), the proof that the scanners really
// exercised the app (figures against floors), and the printed table. Pure.
import { SEVERITIES } from './findings.mjs';

/** Severities that fail the run. */
export const FAILING = new Set(['critical', 'high', 'medium']);

/**
 * A 5xx the gateway counted while a scanner ran is a finding of its own (medium: the fuzz battery's
 * rule is zero 5xx), whether or not the scanner noticed it.
 */
export function serverErrorFindings(scanner, serverErrors) {
  return Object.entries(serverErrors).map(([key, count]) => {
    const [method, route, status] = key.split(' ');
    return {
      scanner,
      severity: 'medium',
      category: 'Server error under scanner input',
      where: `${method} ${route}`,
      parameter: '',
      info: `${count} answer(s) with status ${status} (gateway's http_requests_total)`,
    };
  });
}

/** Attaches `explained` (the reason) to each finding an explanation matches. */
export function explain(findings, explanations) {
  return findings.map((finding) => {
    const match = explanations.find(
      (entry) =>
        entry.scanner === finding.scanner &&
        entry.category === finding.category &&
        entry.info.test(finding.info) &&
        (!entry.where || entry.where.test(finding.where)),
    );
    return match ? { ...finding, explained: match.why } : finding;
  });
}

/** Open and explained findings per severity. */
export function countBySeverity(findings) {
  const counts = Object.fromEntries(SEVERITIES.map((severity) => [severity, { open: 0, explained: 0 }]));
  for (const finding of findings) counts[finding.severity][finding.explained ? 'explained' : 'open'] += 1;
  return counts;
}

/**
 * Whether the scanners did enough to make "no finding" mean something: each figure against its
 * floor. `coverage` holds the measured figures, `floors` the minimums; a missing figure fails.
 */
export function exerciseChecks(coverage, floors) {
  return Object.entries(floors).map(([name, floor]) => {
    const value = coverage[name];
    return { name, value, floor, ok: typeof value === 'number' && value >= floor };
  });
}

/** The verdict: `{ ok, failures, counts }`. */
export function verdict(findings, checks, problems = []) {
  const counts = countBySeverity(findings);
  const failures = [...problems];
  const failing = SEVERITIES.filter((severity) => FAILING.has(severity) && counts[severity].open > 0);
  if (failing.length > 0)
    failures.push(`open ${failing.map((s) => `${s} (${counts[s].open})`).join(', ')} finding(s)`);
  for (const check of checks.filter((c) => !c.ok)) {
    failures.push(
      `the scanners did too little: ${check.name} = ${check.value ?? 'unknown'} < ${check.floor}`,
    );
  }
  return { ok: failures.length === 0, failures, counts };
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** Explained findings grouped by scanner, severity, category and reason (one backup guess per file name is one group). */
function groupExplained(findings) {
  const groups = new Map();
  for (const f of findings) {
    const key = [f.scanner, f.severity, f.category, f.explained].join('\u0000');
    if (!groups.has(key))
      groups.set(key, {
        scanner: f.scanner,
        severity: f.severity,
        category: f.category,
        why: f.explained,
        findings: [],
      });
    groups.get(key).findings.push(f);
  }
  return [...groups.values()];
}

/** The summary as printed and saved (summary.txt). */
export function renderSummary({ mode, seconds, findings, checks, result, notes = [] }) {
  const perScanner = (scanner, severity, kind) =>
    findings.filter((f) => f.scanner === scanner && f.severity === severity && Boolean(f.explained) === kind)
      .length;
  const scanners = [...new Set(['wapiti', 'sqlmap', ...findings.map((f) => f.scanner)])];
  const severityRows = SEVERITIES.map((severity) => [
    severity,
    ...scanners.map((scanner) => {
      const open = perScanner(scanner, severity, false);
      const explained = perScanner(scanner, severity, true);
      return explained ? `${open} (+${explained} explained)` : String(open);
    }),
    FAILING.has(severity) ? 'fails the run' : 'reported',
  ]);
  const lines = [
    `Security scan (${mode}) — ${seconds.toFixed(0)} s`,
    '',
    table([['severity', ...scanners, ''], ...severityRows]),
    '',
    'What the scanners did (floors prove they exercised the app):',
    table([
      ['figure', 'value', 'floor', ''],
      ...checks.map((c) => [c.name, c.value ?? '?', c.floor, c.ok ? 'ok' : 'TOO LOW']),
    ]),
  ];
  const open = findings.filter((f) => f.severity !== 'info' && !f.explained);
  if (open.length > 0) {
    lines.push('', 'Open findings:');
    for (const f of open) {
      lines.push(
        `- [${f.severity}] ${f.scanner}: ${f.category} at ${f.where}${f.parameter ? ` (${f.parameter})` : ''}: ${f.info}`,
      );
    }
  }
  const explained = groupExplained(findings.filter((f) => f.explained));
  if (explained.length > 0) {
    lines.push('', 'Explained findings (false positives and accepted low ones; docs/security.md):');
    for (const group of explained) {
      const examples = group.findings
        .slice(0, 3)
        .map((f) => `${f.where}${group.findings.length === 1 ? `: ${f.info}` : ''}`);
      const more = group.findings.length > 3 ? ', …' : '';
      lines.push(
        `- [${group.severity}] ${group.scanner}: ${group.category} ×${group.findings.length} (${examples.join(', ')}${more})`,
      );
      lines.push(`    ${group.why}`);
    }
  }
  if (notes.length > 0) lines.push('', 'Notes:', ...notes.map((note) => `- ${note}`));
  lines.push('', result.ok ? 'PASS: no open medium or high finding.' : `FAIL: ${result.failures.join('; ')}`);
  return lines.join('\n');
}
