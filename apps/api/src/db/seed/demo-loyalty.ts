import type { Tx } from '../client';
import { loyaltyRules } from '../schema';
import type { DemoPlaces } from './demo-places';

const DAY = 86_400_000;

/**
 * Each group's loyalty rules: one point per euro (the rule the demo movements were earned by, so it is in
 * use), a Christmas campaign doubling points that starts in three weeks, and an inactive wash bonus.
 */
export async function seedLoyaltyRules(db: Tx, now: Date, { grps }: DemoPlaces) {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  await db.insert(loyaltyRules).values(
    grps.flatMap((g) => [
      {
        idgrupo: g.idgrupo,
        nombre: 'Un punto por euro',
        tipo: 'puntos por euro',
        valor: 1,
        prioridad: 10,
        enuso: true,
      },
      {
        idgrupo: g.idgrupo,
        nombre: 'Campaña de Navidad: puntos dobles',
        tipo: 'multiplicador',
        valor: 2,
        fechadesde: day(21),
        fechahasta: day(42),
        importeminimo: 30,
        prioridad: 90,
      },
      {
        idgrupo: g.idgrupo,
        nombre: 'Bono fin de semana',
        tipo: 'bono fijo',
        valor: 25,
        dias: [6, 7],
        horadesde: '08:00',
        horahasta: '14:00',
        prioridad: 20,
        activo: false,
      },
    ]),
  );
}
