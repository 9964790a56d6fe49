// The summary of a chaos run, and its verdict: true when every invariant held.

const seconds = (ms) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

/** `{ 'comment 500 during SIGKILL checkins: …': 2 }`: the answers that broke the rules, grouped. */
function grouped(violations) {
  const groups = new Map();
  for (const { what, status, fault, detail } of violations) {
    const key = `${what} → ${status}${status === 503 || status === 504 ? ' without Retry-After' : ''} during ${fault}: ${detail ?? ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}

export function report({
  seed,
  faults,
  answers,
  traffic,
  writes,
  converged,
  unplannedExits,
  limitMs,
  seconds: total,
}) {
  const survived = faults.filter((fault) => fault.survived).length;
  const acked = traffic.acked;
  const ackedCount = acked.checkIns.size + acked.comments.size + acked.likes.size + acked.follows.size;
  const latencies = traffic.outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  const convergedInTime = converged.ms !== undefined && converged.ms <= limitMs;
  const lines = [
    '',
    '━━ faults under load ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━',
    `seed                  ${seed}`,
    `faults                ${faults.length} injected, ${survived} survived (system serving again after each)`,
    `requests              ${answers.total} (${answers.ok} 2xx, ${answers.designed4xx} designed 4xx, ${answers.unavailable} 503/504 with Retry-After); p99 ${p99} ms, max ${latencies.at(-1) ?? 0} ms`,
    `acknowledged writes   ${ackedCount} (${acked.checkIns.size} check-ins, ${acked.likes.size} likes, ${acked.comments.size} comments, ${acked.follows.size} follows)`,
    `lost writes           ${writes.lost.length}`,
    `duplicates            ${writes.duplicates.length}`,
    `convergence           ${seconds(converged.ms)} after the last fault (limit ${seconds(limitMs)})`,
    `other errors          ${answers.violations.length} (500s, 503/504 without Retry-After, other 4xx, network errors, hung > ${traffic.timeoutMs / 1000} s)`,
    `unplanned exits       ${unplannedExits.length}${unplannedExits.length ? `: ${unplannedExits.join(', ')}` : ''}`,
    `duration              ${total.toFixed(0)} s`,
  ];
  for (const fault of faults.filter((each) => !each.survived))
    lines.push(`  ✖ not survived: ${fault.label} ${fault.error ?? ''}`);
  for (const item of writes.lost.slice(0, 10)) lines.push(`  ✖ lost: ${item}`);
  for (const item of writes.duplicates.slice(0, 10)) lines.push(`  ✖ duplicate: ${item}`);
  for (const [key, count] of grouped(answers.violations).slice(0, 20)) lines.push(`  ✖ ${count}× ${key}`);
  for (const { check, rows, count } of converged.drift)
    lines.push(`  ✖ not converged: ${check} (${count}): ${rows.join('; ')}`);
  const ok =
    survived === faults.length &&
    writes.lost.length === 0 &&
    writes.duplicates.length === 0 &&
    answers.violations.length === 0 &&
    convergedInTime;
  lines.push(ok ? '✔ every invariant held' : '✖ invariants broken (see above)');
  console.log(lines.join('\n'));
  return ok;
}
