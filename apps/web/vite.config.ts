import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const rootPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'),
) as {
  version: string;
};
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text file of the build; the API
 * serves them by Accept-Encoding (@fastify/static `preCompressed`). Only when they are smaller.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ac:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const raw = await readFile(full);
          const br = await promisify(brotliCompress)(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          });
          const gz = await promisify(gzip)(raw, { level: constants.Z_BEST_COMPRESSION });
          if (br.length < raw.length) await writeFile(`${full}.br`, br);
          if (gz.length < raw.length) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the login page included) goes in the entry
          // chunk: one request instead of a dozen small shared chunks, which compress worse apart.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/assets/config.json': apiTarget,
    },
  },
});
