import type { Vehicle } from '@ac/shared';
import { formatAmount, formatNumber } from '../../kit/format';

export const VEHICLE_TYPE_LABELS: Record<string, string> = {
  turismo: 'Turismo',
  furgoneta: 'Furgoneta',
  camión: 'Camión',
  autobús: 'Autobús',
  maquinaria: 'Maquinaria',
};

/** A limit as the screens show it: "150,00 €", "80 l", or "Sin límite". */
export function limitLabel(value: number | null, unit: string): string {
  if (value === null) return 'Sin límite';
  return unit === 'litros' ? `${formatNumber(value, value % 1 ? 2 : 0)} l` : formatAmount(value);
}

/** "Iveco Daily", or the type when make and model are empty. */
export function vehicleName(v: Pick<Vehicle, 'marca' | 'modelo' | 'tipo'>): string {
  return `${v.marca} ${v.modelo}`.trim() || (VEHICLE_TYPE_LABELS[v.tipo] ?? v.tipo);
}
