import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './email';
import { isValidIban, normalizeIban } from './iban';
import { isValidMatricula, normalizeMatricula } from './matricula';
import { normalizeTaxId, taxIdError } from './nif';
import { isValidPhone, normalizePhone } from './phone';
import { isValidPostalCode } from './postal';
import { isValidCardNumber, normalizeCardNumber } from './tarjeta';

export * from './bancos';
export * from './ccc';
export * from './email';
export * from './iban';
export * from './matricula';
export * from './nif';
export * from './phone';
export * from './postal';
export * from './tarjeta';
export * from './voucher-code';

export const VALIDATION_MESSAGES = {
  iban: 'IBAN no válido',
  postalCode: 'Código postal no válido',
  phone: 'Teléfono no válido',
  email: 'Correo electrónico no válido',
  matricula: 'Matrícula no válida',
  tarjeta: 'Número de tarjeta no válido (de 12 a 19 cifras, con su dígito de control)',
} as const;

/*
 * Zod string schemas. Each one normalises with `.overwrite()` (the output stays a string and
 * the schema stays representable in JSON Schema) and then validates with a Spanish message.
 * Compose with `.optional()`, `.nullable()` etc. as needed.
 */

/** NIF, NIE or CIF; output normalised ('12345678Z'); message from `taxIdError`. */
export const zTaxId = z
  .string()
  .overwrite(normalizeTaxId)
  .check((ctx) => {
    const message = taxIdError(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** Any IBAN, mod-97 checked; output compact upper case ('ES9121000418450200051332'). */
export const zIban = z.string().overwrite(normalizeIban).refine(isValidIban, VALIDATION_MESSAGES.iban);

/** Spanish postal code, 5 digits with province 01–52; output trimmed. */
export const zPostalCode = z.string().trim().refine(isValidPostalCode, VALIDATION_MESSAGES.postalCode);

/** Spanish phone; output the 9 national digits ('+34 612 34 56 78' → '612345678'). */
export const zPhone = z.string().overwrite(normalizePhone).refine(isValidPhone, VALIDATION_MESSAGES.phone);

/** E-mail; output trimmed and lower-cased. */
export const zEmail = z.string().overwrite(normalizeEmail).refine(isValidEmail, VALIDATION_MESSAGES.email);

/** Spanish plate; output upper case without spaces or dashes ('1234BCD'). */
export const zMatricula = z
  .string()
  .overwrite(normalizeMatricula)
  .refine(isValidMatricula, VALIDATION_MESSAGES.matricula);

/** A customer card number (PAN); output digits only. Only ever written: the server keeps a hash and a mask. */
export const zCardNumber = z
  .string()
  .overwrite(normalizeCardNumber)
  .refine(isValidCardNumber, VALIDATION_MESSAGES.tarjeta);
