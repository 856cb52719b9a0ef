import { expect } from 'vitest';

/** Test helper: `fn` gives `expected` for every one of `inputs` (a failure names the input). */
export function expectEach<I, O>(fn: (input: I) => O, expected: O, inputs: readonly I[]): void {
  for (const input of inputs) expect(fn(input), `${fn.name}(${String(input)})`).toBe(expected);
}
