import { RateAssignSchema } from '@ac/shared/tarifasdescuento';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { customerRates, customers, rates } from '../../db/schema';
import { defineBulk, Skip } from '../../kit/bulk';
import { requireInScope } from '../../kit/place';
import { searchCondition } from '../../kit/resource';
import { notFound, validationError } from '../../lib/http-error';
import { assertWithinRate, describePeriod, overlappingPeriods } from '../tarifasdescuento/rates.service';

const MAX_CUSTOMERS = 5000;

/**
 * Asignación Tarifas (`POST /v1/rates/assign`): one tariff, with dates, to the customers picked by hand or
 * by the list's filters, in one transaction with one audit row per customer. `preview` says who would get
 * it and who is skipped and why (already has it, overlapping dates, inactive), writing nothing. Dates
 * outside the tariff's own validity are refused for all.
 */
export async function rateAssignRoutes(ctx: AppContext) {
  type Item = { id: number; label: string; activo: boolean };
  defineBulk(ctx, {
    path: '/api/v1/rates/assign',
    summary: 'Asigna una tarifa, con fechas, a muchos clientes a la vez (dice a quién no y por qué)',
    tags: ['Asignación Tarifas'],
    permission: 'can_edit_precio',
    body: RateAssignSchema,
    mode: 'skip',
    async items(tx, body, req) {
      const [rate] = await tx
        .select()
        .from(rates)
        .where(and(eq(rates.idtarifa, body.idtarifa), isNull(rates.deleted_at)));
      if (!rate) throw notFound('No existe la tarifa');
      requireInScope(req.actor, { level: 'group', id: rate.idgrupo });
      if (!rate.activo) throw validationError({ idtarifa: 'La tarifa no está activa' });
      await assertWithinRate(tx, rate.idtarifa, body);
      const f = body.filtro ?? {};
      const rows = await tx
        .select({
          id: customers.id,
          codigo: customers.codigo,
          nombre: customers.nombre,
          activo: customers.activo,
          idgrupo: customers.idgrupo,
        })
        .from(customers)
        .where(
          and(
            isNull(customers.deleted_at),
            body.customers
              ? inArray(customers.id, body.customers)
              : and(
                  eq(customers.idgrupo, rate.idgrupo),
                  f.activo === undefined ? undefined : eq(customers.activo, f.activo),
                  f.contado === undefined ? undefined : eq(customers.contado, f.contado),
                  searchCondition([customers.busqueda], f.q),
                ),
          ),
        )
        .orderBy(asc(customers.nombre), asc(customers.id))
        .limit(MAX_CUSTOMERS + 1);
      if (rows.length > MAX_CUSTOMERS)
        throw validationError({ filtro: `El filtro elige más de ${MAX_CUSTOMERS} clientes: acótelo` });
      if (body.customers && rows.length < new Set(body.customers).size)
        throw validationError({ customers: 'Algún cliente elegido no existe' });
      for (const c of rows) {
        // Picked by hand: each must be of the tariff's group (and so in scope).
        if (c.idgrupo !== rate.idgrupo)
          throw validationError({ customers: `${c.nombre} no es del grupo de la tarifa` });
      }
      return rows.map(
        (c) => ({ id: c.id, label: `${c.codigo} · ${c.nombre}`, activo: c.activo }) satisfies Item,
      );
    },
    key: (c) => c.label,
    async apply(tx, c, body) {
      if (!c.activo) throw new Skip('Cliente inactivo');
      const period = { fechadesde: body.fechadesde, fechahasta: body.fechahasta };
      const overlaps = await overlappingPeriods(tx, c.id, body.idtarifa, period);
      const covering = overlaps.find(
        (o) =>
          o.fechadesde <= period.fechadesde &&
          (o.fechahasta === null || (period.fechahasta !== null && o.fechahasta >= period.fechahasta)),
      );
      if (covering) throw new Skip(`Ya tiene la tarifa ${describePeriod(covering)}`);
      if (overlaps[0])
        throw new Skip(`Las fechas se solapan con la tarifa que ya tiene ${describePeriod(overlaps[0])}`);
      const [row] = await tx
        .insert(customerRates)
        .values({ idcliente: c.id, idtarifa: body.idtarifa, ...period, idlocal: 0, activo: true })
        .returning();
      const [owner] = await tx
        .select({ idgrupo: customers.idgrupo })
        .from(customers)
        .where(eq(customers.id, c.id));
      return {
        accion: 'asignacion',
        recurso: 'cliente_tarifa',
        idregistro: row!.id,
        despues: row,
        motivo: 'Asignación de tarifas',
        place: { level: 'group', id: owner!.idgrupo },
      };
    },
  });
}
