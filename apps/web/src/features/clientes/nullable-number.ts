/** NumberInput value → a number, or null when the field is empty ("sin límite"). */
export const toNullableNumber = (v: string | number): number | null => (v === '' ? null : Number(v));
