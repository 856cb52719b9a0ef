DROP INDEX "clientes_grupo_nombre_idx";--> statement-breakpoint
ALTER TABLE "clientes" drop column "busqueda";--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (es_busqueda(codigo::text || ' ' || nombre || ' ' || nombrecomercial || ' ' || nif || ' ' || poblacion)) STORED;--> statement-breakpoint
-- Dropping the column dropped its trigram index: made again on the new expression.
CREATE INDEX "clientes_busqueda_idx" ON "clientes" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "app_audit" ADD COLUMN "idgrupo" integer;--> statement-breakpoint
ALTER TABLE "web_audit" ADD COLUMN "nivel" text;--> statement-breakpoint
ALTER TABLE "web_audit" ADD COLUMN "idnivel" integer;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (es_busqueda(nombre || ' ' || apellidos || ' ' || email || ' ' || dni || ' ' || telefono)) STORED;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operaciones" ADD CONSTRAINT "operaciones_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operaciones" ADD CONSTRAINT "operaciones_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_credito" ADD CONSTRAINT "movimientos_credito_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_bancos" ADD CONSTRAINT "clientes_bancos_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_configuracion" ADD CONSTRAINT "clientes_configuracion_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_departamentos" ADD CONSTRAINT "clientes_departamentos_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_tarifas" ADD CONSTRAINT "clientes_tarifas_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_tarifas" ADD CONSTRAINT "clientes_tarifas_idtarifa_tarifas_idtarifa_fk" FOREIGN KEY ("idtarifa") REFERENCES "public"."tarifas"("idtarifa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_fiscal" ADD CONSTRAINT "clientes_fiscal_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes_opcionestpv" ADD CONSTRAINT "clientes_opcionestpv_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarifas" ADD CONSTRAINT "tarifas_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminales" ADD CONSTRAINT "terminales_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_puntos" ADD CONSTRAINT "movimientos_puntos_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_tarjetas" ADD CONSTRAINT "usuarios_tarjetas_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_vehiculos" ADD CONSTRAINT "usuarios_vehiculos_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuarios_grupo_orden_idx" ON "usuarios" USING btree ("idgrupo",es_orden("apellidos") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "usuarios_busqueda_idx" ON "usuarios" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clientes_grupo_orden_idx" ON "clientes" USING btree ("idgrupo",es_orden("nombre") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_grupo_poblacion_idx" ON "clientes" USING btree ("idgrupo",es_orden("poblacion") collate "C","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_grupo_alta_idx" ON "clientes" USING btree ("idgrupo","fechaalta","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "clientes_grupo_nif_idx" ON "clientes" USING btree ("idgrupo","nif","id") WHERE deleted_at is null;