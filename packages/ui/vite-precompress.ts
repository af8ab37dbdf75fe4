// The precompress step both SPA builds share (apps/web and apps/console): brotli and gzip copies beside every
// text file of the build, which the server sends by Accept-Encoding (plugins/web-app.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** Writes file.br (brotli 11) and file.gz (gzip 9) beside every text file of the build; the server sends them. */
export function precompress(): Plugin {
  const toBrotli = promisify(brotliCompress);
  const toGzip = promisify(gzip);
  return {
    name: 'shop:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          const [brotli, gzipped] = await Promise.all([
            toBrotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            toGzip(source, { level: 9 }),
          ]);
          if (brotli.length < source.length) await writeFile(path.join(outDir, `${file}.br`), brotli);
          if (gzipped.length < source.length) await writeFile(path.join(outDir, `${file}.gz`), gzipped);
        }),
      );
    },
  };
}
