import { DepartmentFieldsSchema, DepartmentSchema } from '@ac/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { customerDepartments } from '../../db/schema';
import { otherLiveRow } from '../../kit/place';
import { defineResource } from '../../kit/resource';
import { duplicate } from '../../lib/http-error';
import { customerTab } from './customer-tab';
import { lockCustomer } from './subrecords.service';

const LOCK_DEPARTMENTS = 0x646570;

/** The code of a department is unique within its customer (case-insensitive). */
async function codeFree(tx: Tx, idcliente: number, codigo: string, id?: number) {
  await lockCustomer(tx, LOCK_DEPARTMENTS, idcliente);
  const t = customerDepartments;
  const taken = await otherLiveRow(
    tx,
    t.id,
    [eq(t.idcliente, idcliente), sql`upper(${t.codigo}) = upper(${codigo})`],
    { except: id },
  );
  if (taken) throw duplicate('codigo', `Ya existe un departamento con el código ${codigo} en este cliente.`);
}

/** Departamentos of a customer. */
export async function customerDepartmentRoutes(ctx: AppContext) {
  const t = customerDepartments;
  defineResource(ctx, {
    name: 'cliente_departamento',
    labels: { one: 'departamento del cliente', many: 'departamentos del cliente' },
    table: t,
    ...customerTab('department', t.idcliente, t.nombre),
    listKey: 'departments',
    fields: DepartmentFieldsSchema,
    wire: DepartmentSchema,
    search: [t.codigo, t.nombre],
    sort: { codigo: t.codigo, nombre: t.nombre, id: t.id },
    defaultSort: 'codigo',
    async beforeCreate(tx, values) {
      await codeFree(tx, values.idcliente, values.codigo);
      return values;
    },
    async beforeUpdate(tx, changes, existing) {
      if (changes.codigo !== undefined) await codeFree(tx, existing.idcliente, changes.codigo, existing.id);
      return changes;
    },
  });
}
