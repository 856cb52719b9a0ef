-- One pending price per station, product and moment: two at once both applied, the later silently winning.
-- A database that already has such a pair keeps the later one (the one that won) and cancels the others,
-- saying why.
UPDATE "cambios_precio" AS c SET "estado" = 'cancelado',
  "mensaje" = 'Cancelado al actualizar: había otro cambio pendiente para la misma estación, producto y hora',
  "version" = c."version" + 1
WHERE c."estado" = 'pendiente' AND c."deleted_at" IS NULL AND EXISTS (
  SELECT 1 FROM "cambios_precio" o
  WHERE o."idlocal" = c."idlocal" AND o."idproducto" = c."idproducto" AND o."fechaefectiva" = c."fechaefectiva"
    AND o."estado" = 'pendiente' AND o."deleted_at" IS NULL AND o."id" > c."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "cambios_precio_pendiente_uq" ON "cambios_precio" USING btree ("idlocal","idproducto","fechaefectiva") WHERE estado = 'pendiente' and deleted_at is null;
