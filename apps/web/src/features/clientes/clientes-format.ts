import { formatDateTime } from '../../kit/format';

/** An IBAN in groups of 4: `ES91 2100 0418 4502 0005 1332`. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Risk against the credit limit: the share used (0–∞) and whether it is over the limit. */
export function riskUsage(riesgo: number, limitecredito: number): { ratio: number; over: boolean } {
  if (limitecredito <= 0) return { ratio: riesgo > 0 ? Number.POSITIVE_INFINITY : 0, over: riesgo > 0 };
  const ratio = riesgo / limitecredito;
  return { ratio, over: riesgo > limitecredito };
}

/** When a TPV option last went to the stations. */
export function sentLabel(enviado: string | null, pendiente = false): string {
  if (!enviado) return 'Nunca enviado';
  return pendiente ? 'Cambios pendientes de enviar' : `Enviado el ${formatDateTime(enviado)}`;
}

/** Only digits, at most `max` (entidad/oficina/cuenta inputs). */
export const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
