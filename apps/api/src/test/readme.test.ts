import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the README', () => {
  it('shows in "Añadir una sección" a declaration that is, word for word, in the module it names', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const examples = [...readme.matchAll(/<!-- ejemplo: (\S+) -->\s*```ts\n([\s\S]*?)```/g)];
    expect(examples.length).toBeGreaterThan(0);
    for (const [, file, code] of examples) {
      const source = fs.readFileSync(path.join(root, file!), 'utf8');
      expect(squash(source), file).toContain(squash(code!));
    }
  });
});
