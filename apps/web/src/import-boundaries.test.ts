// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layers of the web (shared → lib → work-area → kit → features → app) are checked by Biome's
 * noRestrictedImports with one override per folder (root biome.json). This lints sample files placed
 * in those folders of a scratch copy, with the repository's own configuration and Biome binary.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const scratch = mkdtempSync(join(tmpdir(), 'ac-boundaries-'));
copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
/** Biome's verdict on a file at `path` (repository-relative) that imports `from`. */
function lint(path: string, from: string): { ok: boolean; output: string } {
  const file = join(scratch, path.replace(/\.ts$/, `-${++n}.ts`));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import { x } from '${from}';\n\nexport const y = x;\n`);
  try {
    const output = execFileSync(biome, ['lint', '--max-diagnostics=5', file], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** [what, verdict, file, import] */
const CASES: [string, 'refused' | 'allowed', string, string][] = [
  ['a feature imports another feature', 'refused', 'apps/web/src/features/clientes/x.ts', '../usuarios/api'],
  [
    'a feature reaches another through features/',
    'refused',
    'apps/web/src/features/clientes/x.ts',
    '../../features/usuarios/api',
  ],
  ['a feature imports the app', 'refused', 'apps/web/src/features/clientes/x.ts', '../../app/query-client'],
  ['the kit imports a feature', 'refused', 'apps/web/src/kit/x.ts', '../features/clientes/api'],
  ['the kit imports the app', 'refused', 'apps/web/src/kit/x.ts', '../app/router'],
  ['lib imports the kit', 'refused', 'apps/web/src/lib/x.ts', '../kit/format'],
  ['lib imports the work area', 'refused', 'apps/web/src/lib/x.ts', '../work-area/work-area-context'],
  ['the work area imports the kit', 'refused', 'apps/web/src/work-area/x.ts', '../kit/format'],
  ['shared imports an app', 'refused', 'packages/shared/src/x.ts', '../../../apps/web/src/kit/format'],
  ['a feature imports its own files', 'allowed', 'apps/web/src/features/clientes/x.ts', './api'],
  ['a feature imports the kit', 'allowed', 'apps/web/src/features/clientes/x.ts', '../../kit/list-page'],
  [
    'a feature imports the work area',
    'allowed',
    'apps/web/src/features/clientes/x.ts',
    '../../work-area/work-area-context',
  ],
  ['the kit imports lib', 'allowed', 'apps/web/src/kit/x.ts', '../lib/http'],
  ['the kit imports the work area', 'allowed', 'apps/web/src/kit/x.ts', '../work-area/work-area-context'],
  ['the app imports a feature', 'allowed', 'apps/web/src/app/x.ts', '../features/clientes'],
];

describe('import boundaries of the web', () => {
  it.each(CASES)('%s: %s', (_what, verdict, path, from) => {
    const allowed = verdict === 'allowed';
    const result = lint(path, from);
    expect(result.output.includes('noRestrictedImports')).toBe(!allowed);
    expect(result.ok).toBe(allowed);
  });
});
