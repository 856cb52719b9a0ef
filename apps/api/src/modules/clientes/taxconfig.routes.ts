import { CustomerTaxFieldsSchema, CustomerTaxSchema } from '@ac/shared';
import type { AppContext } from '../../app-context';
import { customerParent } from '../../db/parents';
import { customerTax } from '../../db/schema';
import { defineOnePerParent } from '../../kit/one-per-parent';
import { tags } from './customer-tab';

/** Fiscal: one row per customer. */
export async function customerTaxRoutes(ctx: AppContext) {
  defineOnePerParent(ctx, {
    name: 'cliente_fiscal',
    permission: 'cliente',
    table: customerTax,
    keyColumn: customerTax.idcliente,
    parent: customerParent,
    query: 'customerid',
    path: '/api/v1/customers/taxconfig',
    tags,
    label: 'la configuración fiscal del cliente',
    noun: 'configuración fiscal',
    fields: CustomerTaxFieldsSchema,
    wire: CustomerTaxSchema,
    validate: (v) =>
      v.regimeniva === 'exento' && !v.motivoexencion.trim()
        ? { motivoexencion: 'Indique el motivo de la exención' }
        : undefined,
    toWire: (_db, row) => ({ ...row, retencion: Number(row.retencion) }),
  });
}
