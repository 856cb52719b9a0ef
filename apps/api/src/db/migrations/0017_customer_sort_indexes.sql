DROP INDEX "clientes_busqueda_idx";--> statement-breakpoint
CREATE INDEX "clientes_grupo_nif_orden_idx" ON "clientes" USING btree ("idgrupo",es_orden("nif") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_orden_idx" ON "clientes" USING btree (es_orden("nombre") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_poblacion_idx" ON "clientes" USING btree (es_orden("poblacion") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_alta_idx" ON "clientes" USING btree ("fechaalta","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_codigo_idx" ON "clientes" USING btree ("codigo","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_nif_orden_idx" ON "clientes" USING btree (es_orden("nif") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_grupo_busqueda_idx" ON "clientes" USING gin ("idgrupo","busqueda" gin_trgm_ops) WHERE deleted_at is null;