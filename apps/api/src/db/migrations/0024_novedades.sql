CREATE TABLE "novedades" (
	"id" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"titulo" text NOT NULL,
	"resumen" text DEFAULT '' NOT NULL,
	"contenido" text DEFAULT '' NOT NULL,
	"fechapublicacion" date NOT NULL,
	"fechafin" date,
	"destacado" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT false NOT NULL,
	"grupos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"imagentipo" text,
	"imagentamano" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "novedades_imagenes" (
	"idnovedad" integer PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"tamano" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	"subida" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "novedades" ADD CONSTRAINT "novedades_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedades_imagenes" ADD CONSTRAINT "novedades_imagenes_idnovedad_novedades_id_fk" FOREIGN KEY ("idnovedad") REFERENCES "public"."novedades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "novedades_grupo_fecha_idx" ON "novedades" USING btree ("idgrupo","fechapublicacion","id");--> statement-breakpoint
CREATE INDEX "novedades_fecha_idx" ON "novedades" USING btree ("fechapublicacion","id");