import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormGrid } from './form-grid';

/** The grid's own rules, as Mantine writes them: the base columns, then one per breakpoint. */
function gridCss(cols?: number) {
  const { container } = render(
    <MantineProvider env="test">
      <FormGrid cols={cols}>
        <input aria-label="a" />
      </FormGrid>
    </MantineProvider>,
  );
  return [...container.querySelectorAll('style')]
    .map((s) => s.textContent ?? '')
    .filter((t) => t.includes('--sg-cols'))
    .join('\n');
}

describe('FormGrid', () => {
  it('stacks the fields on a phone whatever number of columns a form asks for', () => {
    const css = gridCss(3);
    expect(css).toMatch(/--sg-cols:\s*1\b/);
    expect(css).toMatch(/@media\s*\(min-width: 48em\)\s*\{[^}]*--sg-cols:\s*3\b/);
  });

  it('puts two side by side from small screens by default', () => {
    const css = gridCss();
    expect(css).toMatch(/--sg-cols:\s*1\b/);
    expect(css).toMatch(/@media\s*\(min-width: 48em\)\s*\{[^}]*--sg-cols:\s*2\b/);
  });
});
