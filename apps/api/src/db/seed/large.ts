import { sql } from 'drizzle-orm';
import type { Db } from '../client';

// Benchmark volumes, generated inside the database in chunks: millions of rows in minutes. The customers
// all go to the first group, so searches and sorts are measured in a 100,000-customer group.
const CUSTOMERS = 100_000;
const TICKETS = 1_000_000;
const OPERATIONS = 1_000_000;
const WEB_AUDIT = 1_000_000;
const CREDIT_MOVEMENTS = 1_000_000;
const VOUCHERS = 500_000;
const CHUNK = 100_000;
const STATIONS = 500;
const HISTORY_DAYS = 340;

async function inChunks(
  total: number,
  log: (m: string) => void,
  label: string,
  run: (from: number, to: number) => Promise<unknown>,
) {
  const t0 = Date.now();
  for (let from = 1; from <= total; from += CHUNK) await run(from, Math.min(total, from + CHUNK - 1));
  log(`  ${label}: ${total.toLocaleString('es-ES')} filas (${Math.round((Date.now() - t0) / 1000)} s)`);
}

export async function seedLarge(db: Db, log: (m: string) => void) {
  log('Generando volumen de benchmark (SEED=large)…');
  await db.execute(sql`select setseed(0.42)`);
  await inChunks(CUSTOMERS, log, 'clientes', (a, b) =>
    db.execute(sql`
      insert into clientes (idgrupo, codigo, nombre, nif, poblacion, provincia, codigopostal, contado, activo, fechaalta)
      select g.ids[1], 100000 + n,
             'Cliente de volumen ' || n, lpad(n::text, 8, '0') || substr('TRWAGMYFPDXBNJZSQVHLCKE', n % 23 + 1, 1),
             (array['Valladolid','Burgos','León','Salamanca','Santander','Oviedo'])[1 + n % 6], 'Valladolid', '47001',
             n % 5 = 0, n % 17 <> 0, now() - (n % 2000) * interval '1 day'
      from generate_series(${a}::int, ${b}::int) n, (select array_agg(idgrupo order by idgrupo) ids from grupos) g`),
  );
  await inChunks(TICKETS, log, 'tickets', (a, b) =>
    db.execute(sql`
      insert into tickets (numero, fecha, idlocal, idterminal, idcliente, matricula, lineas, base, iva, total, formapago)
      select 'L-' || n, now() - random() * interval '365 days', s.ids[1 + n % array_length(s.ids, 1)], null,
             case when n % 3 = 0 then c.lo + (n % c.span) else null end, '',
             jsonb_build_array(jsonb_build_object('producto', 'Gasóleo A', 'cantidad', 40, 'precio', 1.489,
               'descuento', 0, 'importe', 59.56, 'iva', 21)),
             4922, 1034, 5956, 'tarjeta bancaria'
      from generate_series(${a}::int, ${b}::int) n,
           (select array_agg(idlocal order by idlocal) ids from locales) s,
           (select min(id) lo, greatest(count(*), 1) span from clientes) c`),
  );
  await inChunks(OPERATIONS, log, 'operaciones', (a, b) =>
    db.execute(sql`
      insert into operaciones (fecha, idlocal, idcliente, tipo, importesolicitado, importeautorizado, resultado, motivo)
      select now() - random() * interval '365 days', s.ids[1 + n % array_length(s.ids, 1)], c.lo + (n % c.span),
             'autorización', 10000, case when n % 20 = 0 then 0 else 5956 end,
             case when n % 20 = 0 then 'denegada' else 'aprobada' end,
             case when n % 20 = 0 then 'límite diario superado' else '' end
      from generate_series(${a}::int, ${b}::int) n,
           (select array_agg(idlocal order by idlocal) ids from locales) s,
           (select min(id) lo, greatest(count(*), 1) span from clientes) c`),
  );
  await inChunks(WEB_AUDIT, log, 'auditoría web', (a, b) =>
    db.execute(sql`
      insert into web_audit (fecha, idauthaccount, usuario, accion, recurso, idregistro, ip)
      select now() - random() * interval '365 days', 1, 'admin@demo.es',
             (array['login','modificacion','alta'])[1 + n % 3], 'cliente', (n % 1000)::text, '10.0.0.1'
      from generate_series(${a}::int, ${b}::int) n`),
  );
  // Credit: ten movements per customer over a year (cargos at the stations, every fifth a payment).
  await inChunks(CREDIT_MOVEMENTS, log, 'movimientos de crédito', (a, b) =>
    db.execute(sql`
      insert into movimientos_credito (idcliente, fecha, tipo, importe, idlocal, concepto)
      select c.lo + (n % c.span), now() - random() * interval '365 days',
             case when n % 5 = 0 then 'pago' else 'cargo' end, case when n % 5 = 0 then 20000 else 5956 end,
             case when n % 5 = 0 then null else s.ids[1 + n % array_length(s.ids, 1)] end,
             case when n % 5 = 0 then 'Cobro de remesa SEPA' else 'Suministro con tarjeta cliente' end
      from generate_series(${a}::int, ${b}::int) n,
           (select array_agg(idlocal order by idlocal) ids from locales) s,
           (select min(id) lo, greatest(count(*), 1) span from clientes) c`),
  );
  // Vouchers: one batch per group; codes unique (volume only: they carry no check character).
  await db.execute(sql`
    insert into vales_lotes (idgrupo, cantidad, importe, fechacaducidad, descripcion)
    select idgrupo, 0, 2000, current_date + 365, 'Volumen de benchmark' from grupos`);
  await inChunks(VOUCHERS, log, 'vales', (a, b) =>
    db.execute(sql`
      insert into vales (idgrupo, idlote, codigo, importe, saldo, fechaemision, fechacaducidad, estado)
      select l.idgrupo, l.id, 'B' || lpad(n::text, 10, '0'), 2000, case when n % 4 = 0 then 0 else 2000 end,
             now() - random() * interval '365 days', current_date + 365,
             case when n % 4 = 0 then 'canjeado' else 'emitido' end
      from generate_series(${a}::int, ${b}::int) n,
           lateral (select id, idgrupo from vales_lotes order by id offset (n % (select count(*) from vales_lotes)) limit 1) l`),
  );
  // The price grid of a group at volume: 500 more stations in the first group, each with a price for every
  // fuel and a price a day for most of a year (1M history rows).
  await db.execute(sql`
    insert into locales (local, idempresa, idcuentacomercial, poblacion, provincia)
    select 'E.S. Volumen ' || lpad(n::text, 3, '0'), c.idempresa, g.idcuentacomercial, 'Valladolid', 'Valladolid'
    from generate_series(1, ${STATIONS}) n,
         (select idempresa, idgrupo from empresas order by idempresa limit 1) c
         join grupos g on g.idgrupo = c.idgrupo`);
  const volumeStations = sql`(select l.idlocal from locales l where l.local like 'E.S. Volumen %')`;
  const groupFuels = sql`(select p.idproducto from productos p join empresas e on e.idgrupo = p.idgrupo
    where e.idempresa = (select min(idempresa) from empresas) and p.familia = 'carburante')`;
  await db.execute(sql`
    insert into precios (idlocal, idproducto, precio, desde)
    select s.idlocal, f.idproducto, 1300 + (random() * 400)::int, now() - interval '1 day'
    from ${volumeStations} s, ${groupFuels} f
    on conflict do nothing`);
  const t0 = Date.now();
  for (let day = 0; day < HISTORY_DAYS; day += 30) {
    await db.execute(sql`
      insert into precios_historico (idlocal, idproducto, precio, fecha)
      select s.idlocal, f.idproducto, 1300 + (random() * 400)::int, now() - d * interval '1 day' - interval '3 hours'
      from generate_series(${day}::int, ${Math.min(HISTORY_DAYS, day + 30) - 1}::int) d, ${volumeStations} s, ${groupFuels} f`);
  }
  log(
    `  historia de precios: ${STATIONS} estaciones × ${HISTORY_DAYS} días (${Math.round((Date.now() - t0) / 1000)} s)`,
  );
  // Sets the visibility map too, so counts can be index-only (PGlite runs no autovacuum).
  await db.execute(sql`vacuum analyze`);
}
