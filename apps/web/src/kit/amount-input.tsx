import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';

/** The numeric keypad's decimal key types the Spanish decimal comma (it sends '.', a thousands point here). */
function numpadComma(event: KeyboardEvent<HTMLInputElement>) {
  if (event.code !== 'NumpadDecimal' || event.key !== '.') return;
  event.preventDefault();
  document.execCommand('insertText', false, ',');
}

/**
 * How a Spanish amount is typed: ',' for decimals and '.' for thousands only (typed key by key, 1.234,56
 * was taken as 1,23: the point counted as a decimal one and the rest was cut off); the keypad's decimal key
 * is a comma.
 */
export const SPANISH_AMOUNT: Pick<
  NumberInputProps,
  'decimalSeparator' | 'thousandSeparator' | 'allowedDecimalSeparators' | 'onKeyDown'
> = {
  decimalSeparator: ',',
  thousandSeparator: '.',
  allowedDecimalSeparators: [','],
  onKeyDown: numpadComma,
};

/** An amount of euros, typed the Spanish way (1.234,56): never negative, at most two decimals. */
export function AmountInput(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} {...SPANISH_AMOUNT} {...props} />;
}
