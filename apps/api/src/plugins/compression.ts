import { constants } from 'node:zlib';
import { ErrorCode } from '@ac/shared';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * Answers of 1 KiB or more go out compressed (brotli, else gzip) when the client says it accepts that:
 * a page of 50 customers is 22 KB of JSON and 4.7 KB as brotli, a group's price grid 280 KB. Both at
 * their fastest level and, up to 64 KiB, in the request's own turn rather than through a stream: measured
 * on the 50-customer list (`BENCH_ACCEPT_ENCODING=br npm run bench`), brotli 4 through the library's
 * stream path cost 35–40 % of the requests per second, brotli 1 in the same turn about nothing, for 4.7×
 * instead of 5.8×. The SPA's files already carry their encoding (their `.br`/`.gz` twins) and are left
 * alone, as are types that do not shrink (PDF, images).
 * Compressed request bodies are refused: nothing sends them, and each would be one more way in. (No
 * cookie carries a credential, so a compressed answer cannot leak one BREACH-style.)
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 65_536,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  app.addHook('onRequest', async (req) => {
    const encoding = req.headers['content-encoding'];
    if (encoding && encoding.toLowerCase() !== 'identity')
      throw new HttpError(
        415,
        ErrorCode.validation,
        'El cuerpo de la petición no puede ir comprimido (Content-Encoding)',
      );
  });
}
