// `npm run eval:recs`: is the recommender better than recommending what is popular?
//
// 1. Builds the insights service (tsc -b, incremental: nothing to do when it is up to date) and
//    loads the engine from its build (services/insights/dist/recommendations/engine).
// 2. For each --seeds community (synthetic, with known taste clusters: eval/community.ts), hides
//    one liked coffee per person before training, trains on the rest and checks everyone's top
//    --k for it (eval/evaluate.ts): the recommender, two popularity baselines (most rated, best
//    rated; both skip what the person has seen) and the generator's own truth as a ceiling.
// 3. Prints each community, the pooled table (hit-rate@k, NDCG@k) and the ratio of the
//    recommender's hit-rate to the stronger baseline's; then, unless --skip-scale, times the item
//    model on --scale-users people × --scale-ratings ratings over --scale-coffees coffees.
// 4. Exits 1 when the pooled ratio is below --min-ratio (2).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/deployables.mjs';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '2000' },
    coffees: { type: 'string', default: '500' },
    clusters: { type: 'string', default: '8' },
    'check-ins': { type: 'string', default: '40' },
    seeds: { type: 'string', default: '42,43,44' },
    taste: { type: 'string' },
    skew: { type: 'string' },
    k: { type: 'string', default: '10' },
    'min-ratio': { type: 'string', default: '2' },
    'scale-users': { type: 'string', default: '10000' },
    'scale-coffees': { type: 'string', default: '3000' },
    'scale-ratings': { type: 'string', default: '100' },
    'skip-scale': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  console.log(`npm run eval:recs -- [--users 2000] [--coffees 500] [--clusters 8] [--check-ins 40 (per person, on average)]
  [--seeds 42,43,44 (one community each, pooled)] [--k 10] [--min-ratio 2]
  [--taste 4 (how strongly taste steers choice)] [--skew 0.8 (popularity's Zipf exponent)]
  [--scale-users 10000] [--scale-coffees 3000] [--scale-ratings 100 (per person)] [--skip-scale]`);
  process.exit(0);
}
const positive = (name) => {
  const value = Number(flags[name]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number, got ${flags[name]}`);
    process.exit(2);
  }
  return value;
};
const opt = {
  users: positive('users'),
  coffees: positive('coffees'),
  clusters: positive('clusters'),
  checkInsPerUser: positive('check-ins'),
  seeds: flags.seeds.split(',').map((seed) => Number(seed.trim())),
  k: positive('k'),
  minRatio: positive('min-ratio'),
  scaleUsers: positive('scale-users'),
  scaleCoffees: positive('scale-coffees'),
  scaleRatings: positive('scale-ratings'),
  // The world's shape; unset, the generator's defaults (CHOICE_TASTE, POPULARITY_SKEW).
  world: {
    ...(flags.taste === undefined ? {} : { choiceTaste: positive('taste') }),
    ...(flags.skew === undefined ? {} : { popularitySkew: positive('skew') }),
  },
};
if (opt.seeds.length === 0 || opt.seeds.some((seed) => !Number.isInteger(seed))) {
  console.error(`--seeds must be whole numbers separated by commas, got ${flags.seeds}`);
  process.exit(2);
}

const started = performance.now();
const say = (text) =>
  console.log(`[eval ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);
const pct = (value) => `${(value * 100).toFixed(1)}%`;
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

function build() {
  say('building services/insights (tsc -b)');
  const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', 'services/insights/tsconfig.json'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('eval: the build failed');
    process.exit(1);
  }
}

function load() {
  const require = createRequire(import.meta.url);
  const engine = join(repoRoot, 'services/insights/dist/recommendations/engine');
  return {
    ...require(join(engine, 'eval/community.js')),
    ...require(join(engine, 'eval/evaluate.js')),
    ...require(join(engine, 'item-model.js')),
  };
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

function main() {
  build();
  const engine = load();
  say(
    `options ${JSON.stringify({ users: opt.users, coffees: opt.coffees, clusters: opt.clusters, checkInsPerUser: opt.checkInsPerUser, seeds: opt.seeds, k: opt.k })}`,
  );
  const taste = opt.world.choiceTaste ?? engine.CHOICE_TASTE;
  const skew = opt.world.popularitySkew ?? engine.POPULARITY_SKEW;
  say(`world: choice ∝ popularity × exp(${taste} × taste match), popularity 1/(rank+10)^${skew}`);

  const reports = [];
  for (const seed of opt.seeds) {
    const community = engine.generateCommunity({
      users: opt.users,
      coffees: opt.coffees,
      clusters: opt.clusters,
      checkInsPerUser: opt.checkInsPerUser,
      seed,
      ...opt.world,
    });
    const report = engine.evaluate(community, { k: opt.k });
    reports.push(report);
    say(
      `seed ${seed}: ${report.people} people, ${report.training.ratings} training ratings over ${report.training.coffees} coffees; ` +
        `hit-rate recommender ${pct(report.recommender.hitRate)}, most rated ${pct(report.baselines.mostRated.hitRate)}, ` +
        `best rated ${pct(report.baselines.bestRated.hitRate)}, oracle ${pct(report.oracle.hitRate)}; ratio ${report.hitRateRatio.toFixed(2)}; ` +
        `model ${ms(report.timings.modelBuildMs)}, recommend p50 ${ms(report.timings.recommendP50Ms)} p99 ${ms(report.timings.recommendP99Ms)}`,
    );
  }

  const pooled = engine.poolReports(reports);
  const k = opt.k;
  console.log(
    `\nPooled over ${reports.length} ${reports.length === 1 ? 'community' : 'communities'}, ${pooled.people} people (one hidden liked coffee each):\n`,
  );
  table([
    ['', `hit-rate@${k}`, `NDCG@${k}`, 'hits'],
    [
      'recommender',
      pct(pooled.recommender.hitRate),
      pooled.recommender.ndcg.toFixed(3),
      String(pooled.recommender.hits),
    ],
    [
      'baseline: most rated',
      pct(pooled.baselines.mostRated.hitRate),
      pooled.baselines.mostRated.ndcg.toFixed(3),
      String(pooled.baselines.mostRated.hits),
    ],
    [
      'baseline: best rated',
      pct(pooled.baselines.bestRated.hitRate),
      pooled.baselines.bestRated.ndcg.toFixed(3),
      String(pooled.baselines.bestRated.hits),
    ],
    [
      'ceiling: oracle (true tastes)',
      pct(pooled.oracle.hitRate),
      pooled.oracle.ndcg.toFixed(3),
      String(pooled.oracle.hits),
    ],
  ]);
  const builds = reports.map((report) => report.timings.modelBuildMs);
  console.log(
    `\nrecommender / stronger baseline hit-rate: ${pooled.hitRateRatio.toFixed(2)} (target ≥ ${opt.minRatio}); ` +
      `recommender / oracle: ${(pooled.recommender.hitRate / pooled.oracle.hitRate).toFixed(2)}`,
  );
  console.log(
    `item model build: ${builds.map(ms).join(', ')}; recommendation per person p50 ${reports.map((r) => ms(r.timings.recommendP50Ms)).join(', ')}, p99 ${reports.map((r) => ms(r.timings.recommendP99Ms)).join(', ')}`,
  );

  if (!flags['skip-scale']) {
    say(`scale: ${opt.scaleUsers} people × ${opt.scaleRatings} ratings over ${opt.scaleCoffees} coffees`);
    const community = engine.generateCommunity({
      users: opt.scaleUsers,
      coffees: opt.scaleCoffees,
      clusters: opt.clusters,
      checkInsPerUser: opt.scaleRatings,
      seed: opt.seeds[0],
      ...opt.world,
    });
    const ratings = engine.communityRatings(community);
    const before = performance.now();
    const model = engine.buildItemModel(ratings);
    const elapsed = performance.now() - before;
    console.log(
      `item model at scale: ${ratings.length} ratings, ${model.size} coffees, ${community.users.length} people: ${ms(elapsed)} ` +
        `(K=${engine.ITEM_MODEL_DEFAULTS.neighbours}, at most ${engine.ITEM_MODEL_DEFAULTS.maxItemsPerUser} coffees per person; rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB)`,
    );
  }

  if (!(pooled.hitRateRatio >= opt.minRatio)) {
    console.error(
      `\neval: FAILED: the recommender's hit-rate is ${pooled.hitRateRatio.toFixed(2)}× the stronger baseline's, below ${opt.minRatio}×`,
    );
    process.exit(1);
  }
  say(`passed: ${pooled.hitRateRatio.toFixed(2)}× the stronger baseline`);
}

main();
