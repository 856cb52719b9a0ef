import { SecretBox, secretsKey } from '../../lib/secrets';
import type { Db } from '../client';
import { seedAudit } from './demo-audit';
import { seedSettings } from './demo-configuracion';
import { seedLoyaltyRules } from './demo-loyalty';
import { seedMovements } from './demo-movements';
import { seedGateways, seedNews } from './demo-news';
import { seedDrivers, seedPeople } from './demo-people';
import { seedPlaces } from './demo-places';
import { seedPrices } from './demo-prices';
import { seedProducts } from './demo-products';
import { seedStaff } from './demo-staff';
import { seedTerminals } from './demo-terminals';
import { seedVouchers } from './demo-vouchers';
import { createRng } from './random';
import { seedSubrecords } from './subrecords';

export { DEMO_PRODUCTS } from './demo-movements';
export { DEMO_PASSWORD } from './demo-staff';

/** Where the key that encrypts the payment gateways' keys comes from (lib/secrets.ts). */
export type SeedSecrets = { secretsKey?: string; production: boolean };

/**
 * The demo data, phase by phase, in one transaction: a failed seed leaves an empty database. The payment
 * gateways' keys are encrypted with the server's key (SECRETS_KEY, or the development key it keeps).
 */
export async function seedDemo(
  db: Db,
  log: (m: string) => void,
  now = new Date(),
  secrets: SeedSecrets = { production: false },
) {
  const rng = createRng('centro-autorizador-demo');
  const box = new SecretBox(await secretsKey(db, secrets, () => {}));
  const t0 = Date.now();
  const counts = await db.transaction(async (tx) => {
    const places = await seedPlaces(tx, rng);
    const staff = await seedStaff(tx, places);
    await seedProducts(tx, places);
    await seedLoyaltyRules(tx, now, places);
    // Its own random stream: the data seeded after it stays what it was.
    await seedPrices(tx, createRng('centro-autorizador-precios'), now, places);
    const people = await seedPeople(tx, rng, now, places);
    const terminalsOf = await seedTerminals(tx, now, places);
    const { ticketRows, opRows } = await seedMovements(tx, rng, now, places, people, terminalsOf);
    await seedSubrecords(tx, rng, now, {
      customers: people.customerRows.map((c, i) => ({ ...c, id: people.custs[i]!.id })),
      groups: places.grps.map((g) => g.idgrupo),
      stations: places.sts.map((s) => s.idlocal),
      users: people.users.map((u) => u.id),
      tickets: ticketRows.map((t, i) => ({
        id: i + 1,
        idlocal: t.idlocal,
        idcliente: t.idcliente ?? null,
        total: t.total,
        fecha: t.fecha,
        idusuario: t.idusuario ?? null,
      })),
    });
    await seedDrivers(tx, people);
    await seedSettings(tx, places);
    await seedNews(tx, now, places);
    await seedGateways(tx, now, places, box);
    await seedAudit(tx, rng, now, staff, people);
    await seedVouchers(tx, rng, now, places, people);
    return {
      stations: places.sts.length,
      customers: people.custs.length,
      vehicles: people.vehs.length,
      tickets: ticketRows.length,
      operations: opRows.length,
    };
  });
  log(
    `Datos de demostración: ${counts.stations} estaciones, ${counts.customers} clientes, ` +
      `${counts.vehicles} vehículos, ${counts.tickets} tickets, ${counts.operations} operaciones ` +
      `(${Date.now() - t0} ms)`,
  );
}
