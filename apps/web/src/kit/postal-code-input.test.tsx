import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PostalCodeInput } from './postal-code-input';

/** The two fields of a form, as the kit's form hands them out. */
function Address({ provincia = '' }: { provincia?: string }) {
  const [values, setValues] = useState<Record<string, unknown>>({ codigopostal: '', provincia });
  const setValue = (path: string, value: unknown) => setValues((v) => ({ ...v, [path]: value }));
  const form = {
    values,
    setValue,
    text: (path: string) => ({
      name: path,
      value: String(values[path] ?? ''),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(path, e.currentTarget.value),
      onBlur: () => undefined,
      error: undefined,
    }),
  };
  return (
    <MantineProvider env="test">
      <PostalCodeInput form={form} />
      <output aria-label="Provincia">{String(values.provincia)}</output>
    </MantineProvider>
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Código postal' }), { target: { value: text } });
const province = () => screen.getByRole('status', { name: 'Provincia' }).textContent;

describe('a postal code', () => {
  it('fills in an empty province, and follows a corrected code', () => {
    render(<Address />);
    type('4700');
    expect(province()).toBe('');
    type('47001');
    expect(province()).toBe('Valladolid');
    type('28001');
    expect(province()).toBe('Madrid');
  });

  it('leaves a province typed by hand alone', () => {
    render(<Address provincia="Principado de Asturias" />);
    type('33001');
    expect(province()).toBe('Principado de Asturias');
  });
});
