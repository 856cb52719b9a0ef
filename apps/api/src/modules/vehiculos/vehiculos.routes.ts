import {
  isValidCardNumber,
  maskCardNumber,
  normalizeCardNumber,
  VEHICLE_TYPES,
  VehicleFieldsSchema,
  VehiclePinSchema,
  VehicleSchema,
  zBoolParam,
  zId,
} from '@ac/shared';
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { customerDepartments, customers, products, vehicles } from '../../db/schema';
import { otherLiveRow } from '../../kit/place';
import { defineResource, restPaths } from '../../kit/resource';
import { blocking } from '../../kit/state-change';
import { type CardKey, cardKey } from '../../lib/cards';
import { duplicate, validationError } from '../../lib/http-error';
import { PIN_BLOCK_REASON } from '../autorizacion/authorize.service';
import { underCustomer } from '../clientes/customer-tab';
import { customerGroup } from '../clientes/subrecords.service';

const tags = ['Vehículos'];
type Fields = z.output<typeof VehicleFieldsSchema>;

/** The card typed once becomes its keyed hash and its mask; a card already given to another vehicle is refused. */
async function cardColumns(tx: Tx, key: CardKey, pan: string, exceptId?: number) {
  const hash = key.hashCard(pan);
  const taken = await otherLiveRow(tx, vehicles.id, [eq(vehicles.tarjeta_hash, hash)], {
    except: exceptId,
    fields: { matricula: vehicles.matricula },
  });
  if (taken) throw duplicate('numerotarjeta', `La tarjeta ya está asignada al vehículo ${taken.matricula}`);
  return { tarjeta: maskCardNumber(pan), tarjeta_hash: hash, pinerroneos: 0 };
}

/** Products must be live products of the customer's group; the department one of the customer's. */
async function checkRelations(tx: Tx, idcliente: number, v: Partial<Fields>) {
  const idgrupo = await customerGroup(tx, idcliente);
  if (idgrupo === null) throw validationError({ idcliente: 'No existe el cliente' });
  const wanted = [...new Set(v.productos ?? [])];
  if (wanted.length) {
    const found = await tx
      .select({ id: products.idproducto })
      .from(products)
      .where(
        and(inArray(products.idproducto, wanted), eq(products.idgrupo, idgrupo), isNull(products.deleted_at)),
      );
    if (found.length !== wanted.length)
      throw validationError({ productos: 'Algún producto no existe en el catálogo del grupo del cliente' });
  }
  if (v.iddepartamento) {
    const [dep] = await tx
      .select({ id: customerDepartments.id })
      .from(customerDepartments)
      .where(
        and(
          eq(customerDepartments.id, v.iddepartamento),
          eq(customerDepartments.idcliente, idcliente),
          isNull(customerDepartments.deleted_at),
        ),
      );
    if (!dep) throw validationError({ iddepartamento: 'El departamento no es de este cliente' });
  }
}

/** One plate once per customer (among its live vehicles). */
async function uniquePlate(tx: Tx, idcliente: number, matricula: string, exceptId?: number) {
  const dup = await otherLiveRow(
    tx,
    vehicles.id,
    [eq(vehicles.idcliente, idcliente), eq(vehicles.matricula, matricula)],
    { except: exceptId },
  );
  if (dup) throw duplicate('matricula', `El cliente ya tiene un vehículo con la matrícula ${matricula}`);
}

/**
 * Vehículos: a customer's vehicles and their cards. The card number is typed once (`numerotarjeta`) and
 * kept as a keyed hash plus its mask; the PIN is write-only and kept hashed; neither ever leaves the server.
 */
export async function vehiclesRoutes(ctx: AppContext) {
  const { database } = ctx;
  const key = await cardKey(database.db);
  const v = vehicles;

  const kit = defineResource(ctx, {
    name: 'vehiculo',
    labels: { one: 'vehículo', many: 'vehículos' },
    permission: 'vehiculo',
    table: v,
    title: sql`${v.matricula}`,
    paths: restPaths('/api/v1/vehicles', 'create'),
    tags,
    fields: VehicleFieldsSchema,
    wire: VehicleSchema,
    ...underCustomer(v.idcliente),
    filters: {
      idgrupo: { column: customers.idgrupo, schema: zId, level: 'group' },
      tipo: { column: v.tipo, schema: z.enum(VEHICLE_TYPES, { error: 'Tipo de vehículo no válido' }) },
      activo: { column: v.activo, schema: zBoolParam },
      bloqueado: { column: v.bloqueado, schema: zBoolParam },
      // Cards with wrong PINs in a row or blocked by them (Inicio links here).
      pin: {
        column: v.pinerroneos,
        schema: zBoolParam,
        where: (on: boolean) => (on ? pinTrouble() : undefined),
      },
    },
    search: [v.busqueda, customers.busqueda],
    searchAlso: (q) => cardInHand(key, q),
    sort: { matricula: v.matricula, marca: v.marca, tipo: v.tipo, id: v.id },
    defaultSort: 'matricula',
    lookups: { cliente: { column: customers.nombre, on: [customers.id, v.idcliente] } },
    async beforeCreate(tx, values) {
      const { numerotarjeta, pin, ...rest } = values;
      await checkRelations(tx, rest.idcliente, rest);
      await uniquePlate(tx, rest.idcliente, rest.matricula);
      return {
        ...rest,
        ...(numerotarjeta ? await cardColumns(tx, key, numerotarjeta) : {}),
        pin_hash: pin ? key.hashPin(pin) : null,
        fechabaja: rest.activo ? null : new Date(),
      };
    },
    async beforeUpdate(tx, changes, existing) {
      const { numerotarjeta, pin, ...rest } = changes;
      await checkRelations(tx, existing.idcliente, rest);
      if (rest.matricula) await uniquePlate(tx, existing.idcliente, rest.matricula, existing.id);
      return {
        ...rest,
        ...(numerotarjeta ? await cardColumns(tx, key, numerotarjeta, existing.id) : {}),
        ...(pin ? { pin_hash: key.hashPin(pin), pinerroneos: 0 } : {}),
        ...(rest.activo === undefined || rest.activo === existing.activo
          ? {}
          : { fechabaja: rest.activo ? null : new Date() }),
      };
    },
  });

  kit.stateChange({
    path: '/api/v1/vehicles/block',
    summary: 'Bloquea o desbloquea el vehículo y su tarjeta (el motivo es obligatorio para bloquear)',
    field: v.bloqueado,
    ...blocking,
    reasonColumn: v.motivobloqueo,
    // Unblocking gives the card its three PIN attempts back.
    also: (next) => (next ? {} : { pinerroneos: 0 }),
  });

  kit.action({
    path: '/api/v1/vehicles/pin',
    summary: 'Fija o cambia el PIN de la tarjeta (se guarda cifrado y nunca se devuelve)',
    body: VehiclePinSchema,
    change: (_existing, { pin }) => ({ pin_hash: key.hashPin(pin), pinerroneos: 0 }),
    audit: () => ({ accion: 'pin', motivo: 'PIN de la tarjeta fijado' }),
  });
}

/**
 * The vehicle of a whole card number typed (the card in hand, in groups or not): only its mask is text, so
 * it is found by its keyed hash. Undefined when `q` is not a card number.
 */
export const cardInHand = (key: CardKey, q: string): SQL | undefined =>
  isValidCardNumber(q) ? eq(vehicles.tarjeta_hash, key.hashCard(normalizeCardNumber(q))) : undefined;

/** A card with wrong PINs in a row, or blocked by three of them (the vehicles list's `pin=true`). */
export const pinTrouble = (): SQL | undefined =>
  or(
    gt(vehicles.pinerroneos, 0),
    and(eq(vehicles.bloqueado, true), eq(vehicles.motivobloqueo, PIN_BLOCK_REASON)),
  );
