import { provinceFromPostalCode } from '@ac/shared';
import { TextInput } from '@mantine/core';
import type { ResourceFormState } from './use-resource-form';

/**
 * A Spanish postal code. Its first two figures name the province, filled in as the code is typed when the
 * province is empty or was filled in from the code before (a province typed by hand is left alone).
 */
export function PostalCodeInput({
  form,
  path = 'codigopostal',
  provincePath = 'provincia',
}: {
  form: Pick<ResourceFormState, 'text' | 'setValue'> & { values: Record<string, unknown> };
  path?: string;
  provincePath?: string;
}) {
  const field = form.text(path);
  return (
    <TextInput
      label="Código postal"
      inputMode="numeric"
      maxLength={5}
      {...field}
      onChange={(e) => {
        const province = String(form.values[provincePath] ?? '');
        const fromBefore = provinceFromPostalCode(String(form.values[path] ?? ''));
        const next = provinceFromPostalCode(e.currentTarget.value);
        field.onChange(e);
        if (next && (province === '' || province === fromBefore)) form.setValue(provincePath, next);
      }}
    />
  );
}
