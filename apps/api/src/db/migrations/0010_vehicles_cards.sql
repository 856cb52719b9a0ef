ALTER TABLE "vehiculos" ADD COLUMN "tarjeta_hash" text;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD COLUMN "tienepin" boolean GENERATED ALWAYS AS (pin_hash is not null) STORED;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD COLUMN "pinerroneos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD COLUMN "motivobloqueo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (es_busqueda(matricula || ' ' || marca || ' ' || modelo || ' ' || tarjeta)) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculos_tarjeta_uq" ON "vehiculos" USING btree ("tarjeta_hash") WHERE deleted_at is null and tarjeta_hash is not null;--> statement-breakpoint
CREATE INDEX "vehiculos_orden_idx" ON "vehiculos" USING btree (es_orden("matricula") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehiculos_marca_idx" ON "vehiculos" USING btree (es_orden("marca") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehiculos_tipo_idx" ON "vehiculos" USING btree (es_orden("tipo") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_orden_idx" ON "vehiculos" USING btree ("idcliente",es_orden("matricula") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "vehiculos_busqueda_idx" ON "vehiculos" USING gin ("busqueda" gin_trgm_ops);