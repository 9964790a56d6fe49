// `npm run release:k8s -- <tag>`: makes <tag> the release of deploy/k8s — the one tag of the Crema
// image every Pod runs, and with it the name of the release's migration Job (crema-migrate-<tag>,
// kustomization.yaml's replacements). Run it after the image is pushed under that tag; commit the
// change and `kubectl apply -k deploy/k8s`. It never picks a tag itself and refuses `latest`.
//   node scripts/release-k8s.mjs <tag> [--kustomization <file>]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/deployables.mjs';

/** A Docker tag that also fits a Job name and a label value (crema-migrate-<tag>, 63 characters at most). */
export const RELEASE_TAG = /^[0-9A-Za-z](?:[0-9A-Za-z._-]{0,47}[0-9A-Za-z])?$/;

/** The kustomization's text with the crema image's newTag set to `tag`. */
export function withReleaseTag(kustomization, tag) {
  if (!RELEASE_TAG.test(tag) || tag === 'latest') {
    throw new Error(
      `Not a release tag: ${JSON.stringify(tag)} (letters, digits, '.', '_', '-', at most 49, not "latest")`,
    );
  }
  const image = /(\n {2}- name: crema\n(?: {4}\S.*\n)*? {4}newTag: )(\S+)\n/;
  if (!image.test(kustomization)) throw new Error('No newTag for the crema image in the kustomization');
  return kustomization.replace(image, `$1${tag}\n`);
}

const isMain = Boolean(process.argv[1]) && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = process.argv.slice(2);
  const fileFlag = args.indexOf('--kustomization');
  const file = fileFlag === -1 ? join(repoRoot, 'deploy', 'k8s', 'kustomization.yaml') : args[fileFlag + 1];
  const tag = args.find((arg, index) => !arg.startsWith('--') && index !== fileFlag + 1);
  if (!tag || !file) {
    console.error('Usage: npm run release:k8s -- <tag> [--kustomization <file>]');
    process.exit(2);
  }
  try {
    writeFileSync(file, withReleaseTag(readFileSync(file, 'utf8'), tag));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  console.log(`deploy/k8s now runs crema:${tag}; its migration Job is crema-migrate-${tag}.`);
}
