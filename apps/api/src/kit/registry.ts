import type { Resource } from '@ac/shared';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ZodObject, ZodRawShape } from 'zod';

/** A declared resource as the scope table test sees it: its paths and how a write names its place. */
export type RegisteredResource = {
  name: string;
  /** What one record is called in Spanish ("opción TPV del cliente"), for the audit log. */
  label?: string;
  permission: Resource;
  paths: { get?: string; create?: string; update?: string; remove?: string };
  idKey: string;
  fields: ZodObject<ZodRawShape>;
  /** The body field naming where the record goes (its place, container or parent); none for top nodes. */
  placeField?: string;
  /** Its state changes (block, activate, send…): the path and the body field of the new state. */
  stateChanges: { path: string; field?: string }[];
  /** A record of which a parent has one: keyed by the parent's id (`placeField`). */
  onePerParent?: boolean;
  /** Its table and id column, and what names one record (the audit log shows it): kit resources only. */
  table?: PgTable;
  id?: AnyPgColumn;
  title?: SQL;
  /** Undoes a soft delete (checked for permission and scope, audited); kit resources with `deleted_at`. */
  restore?: (req: FastifyRequest, id: number) => Promise<void>;
};

const registries = new WeakMap<object, RegisteredResource[]>();

export function registerResource(app: object, resource: RegisteredResource): RegisteredResource {
  const list = registries.get(app) ?? [];
  list.push(resource);
  registries.set(app, list);
  return resource;
}

/** Every resource the app declared through the kit. */
export const registeredResources = (app: object): RegisteredResource[] => registries.get(app) ?? [];

export function registeredResource(app: object, name: string): RegisteredResource | undefined {
  return registeredResources(app).find((r) => r.name === name);
}
