-- Two live tariffs of a group no longer share a name (case aside): the pickers of Asignación Tarifas and of a
-- customer's Tarifas show only the name. A database that already has such a pair keeps the oldest name as it
-- is and adds its id to the others ('Flotas 3 cént. (57)'), a new version so an open form reloads it.
UPDATE "tarifas" AS t SET "nombre" = t."nombre" || ' (' || t."idtarifa" || ')', "version" = t."version" + 1
WHERE t."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "tarifas" o
  WHERE o."idgrupo" = t."idgrupo" AND lower(o."nombre") = lower(t."nombre") AND o."deleted_at" IS NULL
    AND o."idtarifa" < t."idtarifa"
);--> statement-breakpoint
CREATE UNIQUE INDEX "tarifas_grupo_nombre_uq" ON "tarifas" USING btree ("idgrupo",lower("nombre")) WHERE deleted_at is null;
