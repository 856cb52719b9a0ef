CREATE TABLE "cambios_precio" (
	"id" serial PRIMARY KEY NOT NULL,
	"lote" integer NOT NULL,
	"idgrupo" integer NOT NULL,
	"idlocal" integer NOT NULL,
	"idproducto" integer NOT NULL,
	"precio" integer NOT NULL,
	"fechaefectiva" timestamp with time zone NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"mensaje" text DEFAULT '' NOT NULL,
	"aplicado" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "precios_historico" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idlocal" integer NOT NULL,
	"idproducto" integer NOT NULL,
	"precio" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"idcambio" integer
);
--> statement-breakpoint
CREATE TABLE "limites_precio" (
	"id" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"idproducto" integer NOT NULL,
	"minimo" integer NOT NULL,
	"maximo" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "precios" (
	"idlocal" integer NOT NULL,
	"idproducto" integer NOT NULL,
	"precio" integer NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"idcambio" integer,
	CONSTRAINT "precios_idlocal_idproducto_pk" PRIMARY KEY("idlocal","idproducto")
);
--> statement-breakpoint
CREATE TABLE "productos_locales" (
	"id" serial PRIMARY KEY NOT NULL,
	"idlocal" integer NOT NULL,
	"idgrupo" integer NOT NULL,
	"codigolocal" text NOT NULL,
	"descripcionlocal" text DEFAULT '' NOT NULL,
	"idproductogrupo" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_precio" ADD CONSTRAINT "cambios_precio_idproducto_productos_idproducto_fk" FOREIGN KEY ("idproducto") REFERENCES "public"."productos"("idproducto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_precio" ADD CONSTRAINT "limites_precio_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_precio" ADD CONSTRAINT "limites_precio_idproducto_productos_idproducto_fk" FOREIGN KEY ("idproducto") REFERENCES "public"."productos"("idproducto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios" ADD CONSTRAINT "precios_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios" ADD CONSTRAINT "precios_idproducto_productos_idproducto_fk" FOREIGN KEY ("idproducto") REFERENCES "public"."productos"("idproducto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_locales" ADD CONSTRAINT "productos_locales_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_locales" ADD CONSTRAINT "productos_locales_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_locales" ADD CONSTRAINT "productos_locales_idproductogrupo_productos_idproducto_fk" FOREIGN KEY ("idproductogrupo") REFERENCES "public"."productos"("idproducto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cambios_precio_grupo_fecha_idx" ON "cambios_precio" USING btree ("idgrupo","fechaefectiva","id");--> statement-breakpoint
CREATE INDEX "cambios_precio_fecha_idx" ON "cambios_precio" USING btree ("fechaefectiva","id");--> statement-breakpoint
CREATE INDEX "cambios_precio_local_fecha_idx" ON "cambios_precio" USING btree ("idlocal","fechaefectiva","id");--> statement-breakpoint
CREATE INDEX "cambios_precio_pendientes_idx" ON "cambios_precio" USING btree ("fechaefectiva") WHERE estado = 'pendiente' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "precios_historico_local_producto_fecha_idx" ON "precios_historico" USING btree ("idlocal","idproducto","fecha","id");--> statement-breakpoint
CREATE UNIQUE INDEX "limites_precio_producto_uq" ON "limites_precio" USING btree ("idproducto") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "limites_precio_grupo_idx" ON "limites_precio" USING btree ("idgrupo","id");--> statement-breakpoint
CREATE UNIQUE INDEX "productos_locales_local_codigo_uq" ON "productos_locales" USING btree ("idlocal",upper("codigolocal")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "productos_locales_local_orden_idx" ON "productos_locales" USING btree ("idlocal",es_orden("codigolocal") collate "C","id");--> statement-breakpoint
CREATE INDEX "productos_locales_orden_idx" ON "productos_locales" USING btree (es_orden("codigolocal") collate "C","id");--> statement-breakpoint
CREATE INDEX "productos_locales_desc_idx" ON "productos_locales" USING btree (es_orden("descripcionlocal") collate "C","id");--> statement-breakpoint
CREATE INDEX "productos_locales_sinrelacion_idx" ON "productos_locales" USING btree ("idgrupo","idlocal") WHERE idproductogrupo is null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "productos_locales_producto_idx" ON "productos_locales" USING btree ("idproductogrupo");--> statement-breakpoint
CREATE INDEX "productos_grupo_codigo_orden_idx" ON "productos" USING btree ("idgrupo",es_orden("codigo") collate "C","idproducto");