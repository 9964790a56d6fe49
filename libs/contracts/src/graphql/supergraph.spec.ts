import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeSupergraph } from './compose';
import { SUBGRAPH_SDLS } from './subgraphs/all';
import { supergraphModule } from './supergraph-module';

describe('the committed supergraph', () => {
  it('is what the subgraphs compose to now (else run `npm run graphql:compose`)', () => {
    const committed = readFileSync(join(__dirname, 'supergraph.generated.ts'), 'utf8');
    expect(committed).toBe(supergraphModule(composeSupergraph(SUBGRAPH_SDLS)));
  });
});
