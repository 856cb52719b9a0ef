import { z } from 'zod';
import { zRequiredText } from './fields';
import { listOf, zId } from './wire';

/** The work area a dashboard or a search is about: the most specific level chosen. */
export const WorkAreaQuerySchema = z.object({
  idgrupo: zId,
  idempresa: zId.optional(),
  idlocal: zId.optional(),
});

/** Rows each block of the dashboard lists (the counts are of all of them). */
export const DASHBOARD_ROWS = 5;

/**
 * Inicio's dashboard of the work area. A block the user may not see is absent (not empty):
 * `operaciones` and `tpv` need can_view_cliente, `credito` can_view_operacionescredito, `pin` can_view_vehiculo.
 */
export const DashboardSchema = z.object({
  /** Today's (Madrid) authorisations at the stations of the work area. */
  operaciones: z
    .object({
      aprobadas: z.number().int(),
      denegadas: z.number().int(),
      motivos: z.array(z.object({ motivo: z.string(), total: z.number().int() })),
    })
    .optional(),
  /** Credit customers at 80 % of their limit or over it (the `candidatos` first customers with a limit). */
  credito: z
    .object({
      superado: z.number().int(),
      cerca: z.number().int(),
      clientes: z.array(
        z.object({
          id: z.number(),
          codigo: z.number(),
          nombre: z.string(),
          limitecredito: z.number(),
          riesgo: z.number(),
        }),
      ),
      /** More customers with a credit limit than were looked at. */
      capped: z.boolean(),
    })
    .optional(),
  /** TPV options changed since they were last sent to the stations. */
  tpv: listOf(
    'opciones',
    z.object({ id: z.number(), idcliente: z.number(), cliente: z.string(), descripcion: z.string() }),
  ).optional(),
  /** Cards with wrong PINs in a row, or blocked by them. */
  pin: listOf(
    'vehiculos',
    z.object({
      id: z.number(),
      matricula: z.string(),
      cliente: z.string(),
      pinerroneos: z.number().int(),
      bloqueado: z.boolean(),
    }),
  ).optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Most results of each kind a global search answers. */
export const SEARCH_PER_KIND = 5;

export const SearchQuerySchema = WorkAreaQuerySchema.extend({
  q: zRequiredText('Escriba qué buscar', 2, 'Escriba al menos 2 caracteres', 60),
});

export const SEARCH_KINDS = ['cliente', 'vehiculo', 'tarjeta', 'ticket', 'usuario'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number(),
  /** What the hit is called (a name, a plate, a ticket number). */
  title: z.string(),
  /** What tells it apart (code and NIF, the customer, the date and station). */
  detail: z.string(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Hits grouped by kind in SEARCH_KINDS order; a kind the user may not see is never searched. */
export const SearchResultSchema = z.object({ hits: z.array(SearchHitSchema) });
