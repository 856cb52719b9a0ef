ALTER TABLE "operaciones" ADD COLUMN "estado" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "codigoautorizacion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "caduca" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "idoperacionorigen" bigint;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "importefinal" integer;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "litros" integer;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "litrosfinal" integer;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "productos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "matricula" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "operaciones" ADD COLUMN "km" integer;--> statement-breakpoint
CREATE INDEX "operaciones_reservas_cliente_idx" ON "operaciones" USING btree ("idcliente") WHERE estado = 'reservada';--> statement-breakpoint
CREATE INDEX "operaciones_reservas_caduca_idx" ON "operaciones" USING btree ("caduca") WHERE estado = 'reservada';--> statement-breakpoint
CREATE UNIQUE INDEX "operaciones_referencia_uq" ON "operaciones" USING btree ("idterminal","referencia") WHERE referencia is not null;--> statement-breakpoint
CREATE INDEX "operaciones_resultado_fecha_idx" ON "operaciones" USING btree ("resultado","fecha","id");--> statement-breakpoint
CREATE INDEX "operaciones_motivo_fecha_idx" ON "operaciones" USING btree ("motivo","fecha","id");