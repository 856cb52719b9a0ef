import { CodeProposalSchema, CustomerFieldsSchema, CustomerSchema, zBoolParam, zId } from '@ac/shared';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { customers, groups } from '../../db/schema';
import { defineResource, restPaths } from '../../kit/resource';
import { conflict } from '../../lib/http-error';
import { assignCode, proposeCode } from './clientes.service';

const tags = ['Clientes'];

export async function customersRoutes(ctx: AppContext) {
  const { app, database } = ctx;
  const { db } = database;

  defineResource(ctx, {
    name: 'cliente',
    permission: 'cliente',
    table: customers,
    idColumn: customers.id,
    listKey: 'customers',
    paths: restPaths('/api/v1/customers', 'create', 'update'),
    tags,
    fields: CustomerFieldsSchema,
    wire: CustomerSchema,
    filters: {
      idgrupo: { column: customers.idgrupo, schema: zId },
      activo: { column: customers.activo, schema: zBoolParam },
      contado: { column: customers.contado, schema: zBoolParam },
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
    scope: { level: 'group', column: customers.idgrupo, field: 'idgrupo' },
    async beforeCreate(tx, values) {
      return { ...values, codigo: await assignCode(tx, values.idgrupo, values.codigo) };
    },
    async beforeUpdate(tx, values, existing) {
      const group = values.idgrupo ?? existing.idgrupo;
      if (values.codigo !== undefined && (values.codigo !== existing.codigo || group !== existing.idgrupo)) {
        values.codigo = await assignCode(tx, group, values.codigo);
      } else if (group !== existing.idgrupo) {
        throw conflict('Al cambiar de grupo indique también el código del cliente en el nuevo grupo.');
      }
      return values;
    },
    async decorate(db, rows) {
      const ids = [...new Set(rows.map((r) => r.idgrupo as number))];
      if (!ids.length) return rows;
      const names = new Map(
        (
          await db
            .select({ id: groups.idgrupo, grupo: groups.grupo })
            .from(groups)
            .where(inArray(groups.idgrupo, ids))
        ).map((g) => [g.id, g.grupo]),
      );
      return rows.map((r) => ({ ...r, grupo: names.get(r.idgrupo) ?? '' }));
    },
  });

  app.get(
    '/api/v1/customers/codeproposal',
    {
      config: { auth: 'can_create_cliente', scope: { group: 'groupid' } },
      schema: {
        tags,
        summary: 'Siguiente código libre del grupo',
        querystring: z.object({ groupid: zId }),
        response: { 200: CodeProposalSchema },
      },
    },
    async (req) => ({ codigo: await proposeCode(db, req.query.groupid) }),
  );
}
