import type { Tx } from '../client';
import { terminals } from '../schema';
import type { DemoPlaces } from './demo-places';
import { createRng } from './random';

const KINDS = ['TPV de tienda', 'terminal de surtidor', 'quiosco'] as const;
const LABEL = { 'TPV de tienda': 'TPV tienda', 'terminal de surtidor': 'Surtidor', quiosco: 'Quiosco 24 h' };

/** Two or three terminals per station; tickets and operations then name real ones of their station. */
export async function seedTerminals(db: Tx, now: Date, { sts }: DemoPlaces) {
  // A generator of its own: the rest of the demo data stays as it was.
  const rng = createRng('centro-autorizador-terminales');
  const rows = await db
    .insert(terminals)
    .values(
      sts.flatMap(({ idlocal }) =>
        Array.from({ length: rng.int(2, 3) }, (_, i) => {
          const tipo = KINDS[i % 3]!;
          return {
            numeroserie: `TS${String(idlocal).padStart(3, '0')}${String(i + 1).padStart(2, '0')}${rng.digits(4)}`,
            descripcion: `${LABEL[tipo]} ${i + 1}`,
            idlocal,
            tipo,
            modelo: rng.pick(['Ingenico Move/5000', 'Verifone V400m', 'PAX A920', 'Wincor Beetle']),
            versionsw: `4.${rng.int(2, 9)}.${rng.int(0, 20)}`,
            ip: `192.168.${idlocal}.${10 + i}`,
            estado: rng.chance(0.85) ? 'en línea' : 'fuera de línea',
            ultimaconexion: new Date(now.getTime() - rng.int(0, 3600 * 30) * 1000),
            modulos: {
              fidelizacion: true,
              credito: true,
              vales: rng.chance(0.7),
              app: rng.chance(0.6),
              pagomovil: rng.chance(0.4),
            },
          };
        }),
      ),
    )
    .returning({ id: terminals.id, idlocal: terminals.idlocal });
  const byStation = new Map<number, number[]>();
  for (const r of rows) byStation.set(r.idlocal, [...(byStation.get(r.idlocal) ?? []), r.id]);
  return byStation;
}
