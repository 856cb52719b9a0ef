CREATE TABLE "pasarelas_pago" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"proveedor" text DEFAULT 'Redsys' NOT NULL,
	"codigocomercio" text NOT NULL,
	"terminal" text DEFAULT '001' NOT NULL,
	"clave_cifrada" text NOT NULL,
	"clavepista" text NOT NULL,
	"claveguardada" timestamp with time zone NOT NULL,
	"entorno" text DEFAULT 'pruebas' NOT NULL,
	"moneda" text DEFAULT 'EUR' NOT NULL,
	"idgrupo" integer NOT NULL,
	"idempresa" integer,
	"idlocal" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pasarelas_pago" ADD CONSTRAINT "pasarelas_pago_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pasarelas_pago" ADD CONSTRAINT "pasarelas_pago_idempresa_empresas_idempresa_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("idempresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pasarelas_pago" ADD CONSTRAINT "pasarelas_pago_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pasarelas_grupo_idx" ON "pasarelas_pago" USING btree ("idgrupo","nombre");--> statement-breakpoint
CREATE INDEX "pasarelas_nombre_idx" ON "pasarelas_pago" USING btree ("nombre");