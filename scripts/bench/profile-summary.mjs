// `node scripts/bench/profile-summary.mjs DIR [--top 25]`: the functions with the most self time in
// each V8 CPU profile (.cpuprofile) in DIR, grouped by package (or file of this repo), so a
// benchmark's profile can be read without a browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '25' } }, allowPositionals: true });
const dir = positionals[0];
if (!dir) {
  console.error('usage: node scripts/bench/profile-summary.mjs DIR [--top 25]');
  process.exit(2);
}

/** node_modules/<pkg> (scoped too), a repo path like gateway/src/…, or node's own internals. */
function owner(url) {
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const repo = /\/((?:gateway|services\/[^/]+|libs\/[^/]+))\//.exec(url);
  return repo ? repo[1] : url.split('/').slice(-2).join('/');
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')).sort()) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTicks = new Map();
  for (const id of profile.samples) selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const byFunction = new Map();
  const byOwner = new Map();
  for (const [id, ticks] of selfTicks) {
    const { callFrame } = byId.get(id);
    const where = owner(callFrame.url);
    const name = `${callFrame.functionName || '(anonymous)'} ${where}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ticks);
    byOwner.set(where, (byOwner.get(where) ?? 0) + ticks);
  }
  const idle = [...byFunction].filter(([name]) => /^\((idle|program|garbage collector)\)/.test(name));
  const pct = (ticks) => `${((100 * ticks) / total).toFixed(1).padStart(5)} %`;
  console.log(`\n${file}: ${total} samples (${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s)`);
  console.log(`  ${idle.map(([name, ticks]) => `${name.split(' ')[0]} ${pct(ticks).trim()}`).join(', ')}`);
  console.log('  self time by package:');
  for (const [where, ticks] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`    ${pct(ticks)}  ${where}`);
  console.log('  self time by function:');
  for (const [name, ticks] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`    ${pct(ticks)}  ${name}`);
}
