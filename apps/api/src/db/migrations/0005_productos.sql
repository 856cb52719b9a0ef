CREATE TABLE "productos" (
	"idproducto" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"familia" text NOT NULL,
	"unidad" text NOT NULL,
	"iva" numeric(5, 2) NOT NULL,
	"idproductoministerio" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "productos_grupo_codigo_uq" ON "productos" USING btree ("idgrupo",upper("codigo")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "productos_grupo_orden_idx" ON "productos" USING btree ("idgrupo",es_orden("descripcion") collate "C","idproducto");