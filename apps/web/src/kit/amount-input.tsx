import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount of euros, typed the Spanish way (1.234,56): never negative, at most two decimals. */
export function AmountInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} decimalSeparator="," thousandSeparator="." {...props} />;
}
