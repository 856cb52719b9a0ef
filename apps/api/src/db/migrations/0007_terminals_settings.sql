CREATE TABLE "ajustes" (
	"idcuentacomercial" integer PRIMARY KEY NOT NULL,
	"razonsocial" text DEFAULT '' NOT NULL,
	"nif" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"codigopostal" text DEFAULT '' NOT NULL,
	"poblacion" text DEFAULT '' NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"seriefactura" text DEFAULT 'F' NOT NULL,
	"valorpunto" numeric(10, 4) DEFAULT 0.01 NOT NULL,
	"caducidadpuntosmeses" integer DEFAULT 24 NOT NULL,
	"caducidadvalesdias" integer DEFAULT 365 NOT NULL,
	"idtarifadefecto" integer,
	"emailscontacto" text DEFAULT '' NOT NULL,
	"reservaminutos" integer DEFAULT 15 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminales" ADD COLUMN "clave_hash" text;--> statement-breakpoint
ALTER TABLE "terminales" ADD COLUMN "claveemitida" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ajustes" ADD CONSTRAINT "ajustes_idcuentacomercial_cuentas_comerciales_id_fk" FOREIGN KEY ("idcuentacomercial") REFERENCES "public"."cuentas_comerciales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes" ADD CONSTRAINT "ajustes_idtarifadefecto_tarifas_idtarifa_fk" FOREIGN KEY ("idtarifadefecto") REFERENCES "public"."tarifas"("idtarifa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operaciones" ADD CONSTRAINT "operaciones_idterminal_terminales_id_fk" FOREIGN KEY ("idterminal") REFERENCES "public"."terminales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_idterminal_terminales_id_fk" FOREIGN KEY ("idterminal") REFERENCES "public"."terminales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminales_clave_uq" ON "terminales" USING btree ("clave_hash");