// `npm run graphql:compose`: composes the subgraphs' schemas (libs/contracts/src/graphql/subgraphs)
// into the supergraph the gateway serves, and writes it to supergraph.generated.ts. Run it after
// changing a subgraph; a contracts test fails while the committed supergraph is out of date.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/deployables.mjs';
import { nxBin, run } from './lib/run.mjs';

const built = await run(nxBin, ['build', 'contracts', '--skip-nx-cache'], {
  env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
});
if (built !== 0) process.exit(built);

const require = createRequire(import.meta.url);
const dist = join(repoRoot, 'libs', 'contracts', 'dist', 'graphql');
const { composeSupergraph } = require(join(dist, 'compose.js'));
const { SUBGRAPH_SDLS } = require(join(dist, 'subgraphs', 'all.js'));
const { supergraphModule } = require(join(dist, 'supergraph-module.js'));

const target = join(repoRoot, 'libs', 'contracts', 'src', 'graphql', 'supergraph.generated.ts');
writeFileSync(target, supergraphModule(composeSupergraph(SUBGRAPH_SDLS)));
console.log(`wrote ${target}`);
