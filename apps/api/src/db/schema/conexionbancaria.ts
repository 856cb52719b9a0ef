import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies, groupRef, optionalStationRef } from './ambito';
import { audited, flag, instant, optionalRef } from './columns';

/**
 * Pasarelas de pago: a merchant account at a payment gateway (Redsys…) and where it applies (a group, or
 * one company or station of it). The key is stored only encrypted (AES-256-GCM, lib/secrets.ts).
 */
export const paymentGateways = pgTable(
  'pasarelas_pago',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    proveedor: text('proveedor').notNull().default('Redsys'),
    codigocomercio: text('codigocomercio').notNull(),
    terminal: text('terminal').notNull().default('001'),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url): never the key in clear. */
    clave_cifrada: text('clave_cifrada').notNull(),
    /** The key masked, for people to tell keys apart. */
    clavepista: text('clavepista').notNull(),
    claveguardada: instant('claveguardada').notNull(),
    entorno: text('entorno').notNull().default('pruebas'),
    moneda: text('moneda').notNull().default('EUR'),
    idgrupo: groupRef(),
    idempresa: optionalRef('idempresa', () => companies.idempresa),
    idlocal: optionalStationRef(),
    activo: flag('activo', true),
    ...audited(),
  },
  (t) => [index('pasarelas_grupo_idx').on(t.idgrupo, t.nombre), index('pasarelas_nombre_idx').on(t.nombre)],
);
