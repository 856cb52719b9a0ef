import { CustomerConfigFieldsSchema, CustomerConfigSchema } from '@ac/shared';
import type { AppContext } from '../../app-context';
import { customerParent } from '../../db/parents';
import { customerConfig } from '../../db/schema';
import { defineOnePerParent } from '../../kit/one-per-parent';
import { customerRisk } from '../operacioncredito/credit.service';
import { tags } from './customer-tab';

/** Configuración: one row per customer, with the risk read from the credit movements. */
export async function customerConfigurationRoutes(ctx: AppContext) {
  defineOnePerParent(ctx, {
    name: 'cliente_configuracion',
    permission: 'cliente',
    table: customerConfig,
    keyColumn: customerConfig.idcliente,
    parent: customerParent,
    query: 'customerid',
    path: '/api/v1/customers/configuration',
    tags,
    label: 'la configuración del cliente',
    noun: 'configuración',
    fields: CustomerConfigFieldsSchema,
    wire: CustomerConfigSchema,
    validate: (v) =>
      v.bloqueado && !v.motivobloqueo.trim() ? { motivobloqueo: 'Indique el motivo del bloqueo' } : undefined,
    toWire: async (db, row) => ({ ...row, riesgo: await customerRisk(db, row.idcliente) }),
  });
}
