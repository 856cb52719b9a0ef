import type { Tx } from '../client';
import { priceChanges, priceHistory, priceLimits, prices, productRelations, products } from '../schema';
import type { DemoPlaces } from './demo-places';
import { DEMO_CATALOGUE } from './demo-products';
import { insertMany } from './insert-many';
import type { Rng } from './random';

/** Price now of each demo product (€ per unit), before each station's own small difference. */
const BASE_PRICE: Record<string, number> = {
  GOA: 1.489,
  'GOA+': 1.569,
  SP95: 1.559,
  SP98: 1.709,
  GOB: 1.129,
  GLP: 0.989,
  ADBL: 0.899,
  LAVB: 8.5,
  LAVP: 12.5,
  CAFE: 1.4,
  AGUA: 1.2,
};

/** What the stations call the products in their own tills; the last two are never mapped in the demo. */
const LOCAL_NAMES: Record<string, string> = {
  GOA: 'GASOLEO A',
  'GOA+': 'GASOLEO A PLUS',
  SP95: 'SIN PLOMO 95',
  SP98: 'SIN PLOMO 98',
  GOB: 'GASOLEO AGRICOLA',
  GLP: 'AUTOGAS',
  ADBL: 'ADBLUE GRANEL',
  LAVB: 'LAVADO 1',
  LAVP: 'LAVADO 3',
  CAFE: 'CAFE SOLO',
  AGUA: 'AGUA MINERAL 1.5',
};
const UNMAPPED = [
  { codigolocal: '9001', descripcionlocal: 'LUBRICANTE 5W30 1L' },
  { codigolocal: '9002', descripcionlocal: 'PRENSA DIARIA' },
  { codigolocal: '9003', descripcionlocal: 'BOLSA HIELO 2KG' },
];

const DAY = 86_400_000;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The demo's equivalences and prices: every station's own codes (mostly mapped, a few not), the price of
 * every product at every station with 60 days of history, min/max limits for the fuels and the shop, and
 * price changes in every state.
 */
export async function seedPrices(tx: Tx, rng: Rng, now: Date, { sts, groupOfStation }: DemoPlaces) {
  const catalogue = await tx.select().from(products);
  const byGroup = new Map<number, (typeof catalogue)[number][]>();
  for (const p of catalogue) byGroup.set(p.idgrupo, [...(byGroup.get(p.idgrupo) ?? []), p]);

  const relations: (typeof productRelations.$inferInsert)[] = [];
  const current: (typeof prices.$inferInsert)[] = [];
  const history: (typeof priceHistory.$inferInsert)[] = [];
  sts.forEach((st, i) => {
    const idgrupo = groupOfStation.get(st.idlocal)!;
    const own = byGroup.get(idgrupo) ?? [];
    own.forEach((p, j) => {
      relations.push({
        idlocal: st.idlocal,
        idgrupo,
        codigolocal: String(100 + j * 10 + (i % 3)),
        descripcionlocal: LOCAL_NAMES[p.codigo] ?? p.descripcion.toUpperCase(),
        idproductogrupo: p.idproducto,
      });
      const base = BASE_PRICE[p.codigo] ?? 1;
      const fuel = p.familia === 'carburante';
      // Fuels move every few days; shop prices stay put.
      let price = round3(base + (fuel ? rng.float(-0.06, 0.06) : 0));
      let at = new Date(now.getTime() - 60 * DAY);
      history.push({ idlocal: st.idlocal, idproducto: p.idproducto, precio: price, fecha: at });
      if (fuel) {
        for (let d = 60 - rng.int(2, 5); d > 0; d -= rng.int(2, 6)) {
          price = round3(Math.max(0.6, price + rng.float(-0.03, 0.03)));
          at = new Date(now.getTime() - d * DAY - rng.int(5, 8) * 3_600_000);
          history.push({ idlocal: st.idlocal, idproducto: p.idproducto, precio: price, fecha: at });
        }
      }
      current.push({ idlocal: st.idlocal, idproducto: p.idproducto, precio: price, desde: at });
    });
    // Codes the station sells that nobody has mapped yet (more at the first station of each group).
    const unmapped = i % 4 === 0 ? UNMAPPED : UNMAPPED.slice(0, 1);
    for (const u of unmapped) relations.push({ ...u, idlocal: st.idlocal, idgrupo, idproductogrupo: null });
  });
  await insertMany(tx, productRelations, relations);
  await insertMany(tx, prices, current);
  await insertMany(tx, priceHistory, history);

  await insertMany(
    tx,
    priceLimits,
    catalogue
      .filter((p) => p.familia === 'carburante' || p.codigo === 'ADBL')
      .map((p) => ({ idgrupo: p.idgrupo, idproducto: p.idproducto, minimo: 0.5, maximo: 3 })),
  );

  // In every group: an applied change yesterday, a pending one for the day after tomorrow, a cancelled one.
  const changes: (typeof priceChanges.$inferInsert)[] = [];
  let lote = 0;
  for (const [idgrupo, own] of byGroup) {
    const goa = own.find((p) => p.codigo === 'GOA')!;
    const groupStations = sts.filter((s) => groupOfStation.get(s.idlocal) === idgrupo);
    const plan = [
      { estado: 'aplicado', days: -1, delta: 0 },
      { estado: 'pendiente', days: 2, delta: -0.02 },
      { estado: 'cancelado', days: 3, delta: 0.05 },
    ] as const;
    for (const step of plan) {
      lote++;
      const fecha = new Date(now.getTime() + step.days * DAY);
      fecha.setUTCHours(5, 0, 0, 0);
      for (const st of groupStations.slice(0, 3)) {
        const now_ = current.find((c) => c.idlocal === st.idlocal && c.idproducto === goa.idproducto)!;
        changes.push({
          lote,
          idgrupo,
          idlocal: st.idlocal,
          idproducto: goa.idproducto,
          precio: round3(now_.precio + step.delta),
          fechaefectiva: fecha,
          estado: step.estado,
          mensaje: step.estado === 'cancelado' ? 'Cancelado: precio de campaña retirado' : '',
          aplicado: step.estado === 'aplicado' ? fecha : null,
        });
      }
    }
  }
  await insertMany(tx, priceChanges, changes);
  return { relations: relations.length, history: history.length, catalogue: DEMO_CATALOGUE.length };
}
