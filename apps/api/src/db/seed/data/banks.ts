import { SPANISH_BANKS, type SpanishBank } from '@ac/shared';

/** Spanish banks (entidad code of the CCC and BIC) for demo bank accounts: the first of the shared table. */
export type Bank = SpanishBank;
export const banks: readonly Bank[] = SPANISH_BANKS.slice(0, 11);
