import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tickets } from '../../db/schema';

/** The number printed on the ticket a row points at (`idticket`), null when it has none: what people read. */
export const ticketNumber = (idticket: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${tickets.numero} from ${tickets} where ${tickets.id} = ${idticket})`;
