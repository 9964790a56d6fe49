// `npm run keys:actor [-- <kid>]`: a fresh Ed25519 actor key pair as environment lines, for a
// Secret or a compose .env. The gateway gets ACTOR_SIGNING_KEY, every service ACTOR_VERIFY_KEYS
// (see docs/adr/0008-signed-actors-and-service-runtime.md for a rotation).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './lib/deployables.mjs';

const require = createRequire(import.meta.url);
let config;
try {
  config = require(join(repoRoot, 'libs/config/dist/index.js'));
} catch {
  console.error('Not built: run `npm run build` first (needs libs/config).');
  process.exit(1);
}
const kid = process.argv[2] ?? `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
const pair = config.generateActorKeyPair(kid);
console.log(`ACTOR_SIGNING_KEY=${pair.signingKey}`);
console.log(`ACTOR_VERIFY_KEYS=${pair.verificationKey}`);
