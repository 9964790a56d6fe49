// Both scanners' results as one list of findings `{ scanner, severity, category, where, parameter,
// info }`, severity being critical, high, medium, low or info. Pure.

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];

// wapiti 3.0.4's levels (wapitiCore/language/vulnerability.py): 4 critical … 0 info.
const WAPITI_LEVELS = { 4: 'critical', 3: 'high', 2: 'medium', 1: 'low', 0: 'info' };

/**
 * wapiti's JSON report: its vulnerabilities and its anomalies (a 500 or a timeout a probe caused),
 * each at the level wapiti gave it; "additionals" are information only.
 */
export function wapitiFindings(report) {
  const findings = [];
  for (const [section, items] of [
    ['vulnerabilities', report.vulnerabilities],
    ['anomalies', report.anomalies],
    ['additionals', report.additionals],
  ]) {
    for (const [category, list] of Object.entries(items ?? {})) {
      for (const item of list ?? []) {
        findings.push({
          scanner: 'wapiti',
          severity: section === 'additionals' ? 'info' : (WAPITI_LEVELS[Number(item.level)] ?? 'medium'),
          category,
          where: `${item.method ?? 'GET'} ${item.path ?? '?'}`,
          parameter: item.parameter ?? '',
          info: item.info ?? '',
        });
      }
    }
  }
  return findings;
}

/**
 * sqlmap's results per target: a confirmed injection point is high; a parameter sqlmap thought
 * injectable and then dropped (its own false-positive check) is low, kept so nobody has to wonder.
 */
export function sqlmapFindings(results) {
  const findings = [];
  for (const { target, parsed } of results) {
    const where = `${target.method} ${target.key.split(' ')[1]}`;
    for (const point of parsed.confirmed) {
      findings.push({
        scanner: 'sqlmap',
        severity: 'high',
        category: 'SQL injection',
        where,
        parameter: point,
        info: 'confirmed by sqlmap',
      });
    }
    for (const { parameter, technique } of parsed.injectable) {
      if (parsed.confirmed.length > 0) continue;
      findings.push({
        scanner: 'sqlmap',
        severity: 'low',
        category: 'SQL injection (dropped by sqlmap)',
        where,
        parameter,
        info: `looked injectable (${technique}) but sqlmap did not confirm it`,
      });
    }
  }
  return findings;
}
