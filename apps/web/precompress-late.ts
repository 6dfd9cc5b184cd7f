import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes the brotli and gzip copies of files that other plugins write after vite-plugin-compression2
 * has run (the service worker and the web app manifest, written when the app's bundle is closed), at
 * the same highest levels, so the server has a copy of every text file to send.
 */
export function precompressLate(files: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'havhjaelp:precompress-late',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After vite-plugin-pwa's own sequential closeBundle, which builds the worker.
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of files) {
          const full = path.join(outDir, file);
          const content = await fs.readFile(full);
          await fs.writeFile(
            `${full}.br`,
            brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          );
          await fs.writeFile(
            `${full}.gz`,
            gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
          );
        }
      },
    },
  };
}
