CREATE TABLE "reglas_fidelizacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(12, 4) NOT NULL,
	"productos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"locales" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"fechadesde" date,
	"fechahasta" date,
	"dias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"horadesde" text,
	"horahasta" text,
	"importeminimo" integer DEFAULT 0 NOT NULL,
	"prioridad" integer DEFAULT 10 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"enuso" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "movimientos_credito" ADD COLUMN "idlocal" integer;--> statement-breakpoint
ALTER TABLE "movimientos_puntos" ADD COLUMN "idlocal" integer;--> statement-breakpoint
ALTER TABLE "reglas_fidelizacion" ADD CONSTRAINT "reglas_fidelizacion_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reglas_fidelizacion_grupo_prioridad_idx" ON "reglas_fidelizacion" USING btree ("idgrupo","prioridad","id");--> statement-breakpoint
CREATE INDEX "reglas_fidelizacion_grupo_orden_idx" ON "reglas_fidelizacion" USING btree ("idgrupo",es_orden("nombre") collate "C","id");--> statement-breakpoint
ALTER TABLE "movimientos_credito" ADD CONSTRAINT "movimientos_credito_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_puntos" ADD CONSTRAINT "movimientos_puntos_idlocal_locales_idlocal_fk" FOREIGN KEY ("idlocal") REFERENCES "public"."locales"("idlocal") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimientos_credito_local_fecha_idx" ON "movimientos_credito" USING btree ("idlocal","fecha","id");--> statement-breakpoint
CREATE INDEX "movimientos_credito_fecha_idx" ON "movimientos_credito" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "movimientos_puntos_fecha_idx" ON "movimientos_puntos" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "movimientos_puntos_local_fecha_idx" ON "movimientos_puntos" USING btree ("idlocal","fecha","id");--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_puntos_ticket_uq" ON "movimientos_puntos" USING btree ("idticket","tipo") WHERE idticket is not null and tipo in ('acumulación', 'anulación');