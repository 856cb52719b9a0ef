import { CodeProposalSchema, CustomerFieldsSchema, CustomerSchema, zBoolParam, zId } from '@ac/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { customers, groups } from '../../db/schema';
import { defineResource, restPaths } from '../../kit/resource';
import { conflict } from '../../lib/http-error';
import { assignCode, checkDuplicateNif, proposeCode } from './clientes.service';
import { customerTitle, route, tags } from './customer-tab';

export async function customersRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;

  defineResource(ctx, {
    name: 'cliente',
    labels: { one: 'cliente', many: 'clientes' },
    permission: 'cliente',
    table: customers,
    title: customerTitle(),
    paths: restPaths('/api/v1/customers', 'create', 'update'),
    tags,
    fields: CustomerFieldsSchema,
    wire: CustomerSchema,
    place: { level: 'group', column: customers.idgrupo },
    filters: {
      activo: { column: customers.activo, schema: zBoolParam },
      contado: { column: customers.contado, schema: zBoolParam },
      // Customers with TPV options changed since they were last sent (Inicio links here).
      tpvpendiente: {
        column: customers.id,
        schema: zBoolParam,
        where: (on: boolean) =>
          on
            ? sql`exists (select 1 from clientes_opcionestpv o where o.idcliente = ${customers.id} and o.pendienteenvio and o.deleted_at is null)`
            : undefined,
      },
    },
    search: [customers.busqueda],
    sort: {
      nombre: customers.nombre,
      codigo: customers.codigo,
      poblacion: customers.poblacion,
      nif: customers.nif,
      fechaalta: customers.fechaalta,
      id: customers.id,
    },
    defaultSort: 'nombre',
    lookups: { grupo: { column: groups.grupo, on: [groups.idgrupo, customers.idgrupo] } },
    async beforeCreate(tx, { confirmarDuplicado, ...values }) {
      await checkDuplicateNif(tx, { ...values, confirmarDuplicado });
      return { ...values, codigo: await assignCode(tx, values.idgrupo, values.codigo) };
    },
    async beforeUpdate(tx, { confirmarDuplicado, ...changes }, existing) {
      const group = changes.idgrupo ?? existing.idgrupo;
      if (changes.nif !== undefined || changes.idgrupo !== undefined) {
        const nif = changes.nif ?? existing.nif;
        if (nif.toUpperCase() !== existing.nif.toUpperCase() || group !== existing.idgrupo)
          await checkDuplicateNif(tx, { idgrupo: group, nif, confirmarDuplicado }, existing.id);
      }
      if (
        changes.codigo !== undefined &&
        (changes.codigo !== existing.codigo || group !== existing.idgrupo)
      ) {
        return { ...changes, codigo: await assignCode(tx, group, changes.codigo) };
      }
      if (group !== existing.idgrupo)
        throw conflict('Al cambiar de grupo indique también el código del cliente en el nuevo grupo.');
      return changes;
    },
  });

  app.get(
    '/api/v1/customers/codeproposal',
    route({ auth: 'can_create_cliente', scope: { group: 'groupid' } }, 'Siguiente código libre del grupo', {
      querystring: z.object({ groupid: zId }),
      response: { 200: CodeProposalSchema },
    }),
    async (req) => ({ codigo: await proposeCode(db, req.query.groupid) }),
  );
}
