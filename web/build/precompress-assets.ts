import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The built files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
/** Below a TCP packet's worth, compressing saves nothing. */
const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (Brotli at its best quality) and `<file>.gz` beside each text file in
 * dist/assets, which the gateway sends as they are to a browser that accepts them (ADR 0035):
 * smaller than the gateway's on-the-fly compression, and no compression work per request.
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'crema:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      // No folder: the build failed before writing it, and its own error says why.
      const names = await readdir(assetsDir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const compressible = names.filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        compressible.map(async (name) => {
          const content = await readFile(join(assetsDir, name));
          if (content.length < MIN_COMPRESSED_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeFile(join(assetsDir, `${name}.br`), br),
            writeFile(join(assetsDir, `${name}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
