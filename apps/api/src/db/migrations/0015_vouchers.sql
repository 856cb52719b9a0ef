CREATE TABLE "vales_lotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"idcliente" integer,
	"cantidad" integer NOT NULL,
	"importe" integer NOT NULL,
	"fechacaducidad" date NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vales_historial" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idvale" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"accion" text NOT NULL,
	"estado" text NOT NULL,
	"importe" integer DEFAULT 0 NOT NULL,
	"saldo" integer NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"usuario" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vales" (
	"id" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"idcliente" integer,
	"idlote" integer NOT NULL,
	"codigo" text NOT NULL,
	"importe" integer NOT NULL,
	"saldo" integer NOT NULL,
	"fechaemision" timestamp with time zone DEFAULT now() NOT NULL,
	"fechacaducidad" date NOT NULL,
	"estado" text DEFAULT 'emitido' NOT NULL,
	"motivoanulacion" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "vales_saldo_check" CHECK (saldo >= 0 and saldo <= importe)
);
--> statement-breakpoint
ALTER TABLE "vales_lotes" ADD CONSTRAINT "vales_lotes_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vales_lotes" ADD CONSTRAINT "vales_lotes_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vales_historial" ADD CONSTRAINT "vales_historial_idvale_vales_id_fk" FOREIGN KEY ("idvale") REFERENCES "public"."vales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vales" ADD CONSTRAINT "vales_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vales" ADD CONSTRAINT "vales_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vales" ADD CONSTRAINT "vales_idlote_vales_lotes_id_fk" FOREIGN KEY ("idlote") REFERENCES "public"."vales_lotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vales_lotes_grupo_idx" ON "vales_lotes" USING btree ("idgrupo","fecha","id");--> statement-breakpoint
CREATE INDEX "vales_historial_vale_idx" ON "vales_historial" USING btree ("idvale","fecha","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vales_codigo_uq" ON "vales" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "vales_grupo_emision_idx" ON "vales" USING btree ("idgrupo","fechaemision","id");--> statement-breakpoint
CREATE INDEX "vales_emision_idx" ON "vales" USING btree ("fechaemision","id");--> statement-breakpoint
CREATE INDEX "vales_cliente_emision_idx" ON "vales" USING btree ("idcliente","fechaemision","id");--> statement-breakpoint
CREATE INDEX "vales_lote_idx" ON "vales" USING btree ("idlote","id");--> statement-breakpoint
CREATE INDEX "vales_caducidad_idx" ON "vales" USING btree ("fechacaducidad") WHERE estado in ('emitido', 'canjeado parcial');