-- Approved authorisations stored before the authoriser kept a state: those with a ticket were completed
-- for the amount authorised; the others hold nothing any more.
UPDATE "operaciones" SET "estado" = 'completada', "importefinal" = "importeautorizado"
  WHERE "estado" = '' AND "resultado" = 'aprobada' AND "tipo" = 'autorización' AND "idticket" IS NOT NULL;--> statement-breakpoint
UPDATE "operaciones" SET "estado" = 'caducada'
  WHERE "estado" = '' AND "resultado" = 'aprobada' AND "tipo" = 'autorización';
