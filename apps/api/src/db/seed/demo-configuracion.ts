import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { rates, settings } from '../schema';
import type { DemoPlaces } from './demo-places';

/**
 * Ajustes generales of the first commercial account, filled in as a real one would be; the second keeps
 * the defaults (never saved), so the screen shows both states.
 */
export async function seedSettings(tx: Tx, places: DemoPlaces) {
  const acc = places.accs[0]!;
  const [rate] = await tx
    .select({ idtarifa: rates.idtarifa })
    .from(rates)
    .where(eq(rates.idgrupo, places.grps[0]!.idgrupo))
    .orderBy(rates.idtarifa)
    .limit(1);
  await tx.insert(settings).values({
    idcuentacomercial: acc.id,
    razonsocial: acc.nombre,
    nif: acc.nif,
    direccion: 'Calle de Santiago 12, 3º',
    codigopostal: '47001',
    poblacion: 'Valladolid',
    provincia: 'Valladolid',
    seriefactura: 'PC',
    valorpunto: 0.01,
    caducidadpuntosmeses: 24,
    caducidadvalesdias: 180,
    idtarifadefecto: rate?.idtarifa ?? null,
    emailscontacto: 'facturacion@petrocentro.es, soporte@petrocentro.es',
    reservaminutos: 15,
  });
}
