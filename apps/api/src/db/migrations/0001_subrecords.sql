-- Trigram search (customers `q`); shipped with PostgreSQL contrib and loaded into PGlite by the client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "movimientos_credito" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"tipo" text NOT NULL,
	"importe" integer NOT NULL,
	"idticket" bigint,
	"concepto" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes_bancos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"titular" text NOT NULL,
	"entidad" text NOT NULL,
	"oficina" text NOT NULL,
	"dc" text NOT NULL,
	"cuenta" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"mandatoreferencia" text DEFAULT '' NOT NULL,
	"mandatofecha" date,
	"principal" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clientes_configuracion" (
	"idcliente" integer PRIMARY KEY NOT NULL,
	"activapuntos" boolean DEFAULT false NOT NULL,
	"eliminarpuntos" boolean DEFAULT false NOT NULL,
	"profesional" boolean DEFAULT false NOT NULL,
	"generafactura" boolean DEFAULT false NOT NULL,
	"desactivadtos" boolean DEFAULT false NOT NULL,
	"limitecredito" integer DEFAULT 0 NOT NULL,
	"formapago" text DEFAULT 'contado' NOT NULL,
	"periodofacturacion" text DEFAULT 'mensual' NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"motivobloqueo" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes_departamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"responsable" text DEFAULT '' NOT NULL,
	"centrocoste" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clientes_tarifas" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"idtarifa" integer NOT NULL,
	"fechadesde" date NOT NULL,
	"fechahasta" date,
	"idlocal" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clientes_fiscal" (
	"idcliente" integer PRIMARY KEY NOT NULL,
	"regimeniva" text DEFAULT 'general' NOT NULL,
	"motivoexencion" text DEFAULT '' NOT NULL,
	"retencion" numeric(5, 2) DEFAULT 0 NOT NULL,
	"seriefactura" text DEFAULT '' NOT NULL,
	"cuentacontable" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes_opcionestpv" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"descripcion" text NOT NULL,
	"idlocal" integer DEFAULT 0 NOT NULL,
	"pidematricula" boolean DEFAULT false NOT NULL,
	"pidekm" boolean DEFAULT false NOT NULL,
	"pideconductor" boolean DEFAULT false NOT NULL,
	"productos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limitediarioeuros" integer,
	"limitemensualeuros" integer,
	"limitediariolitros" integer,
	"limitemensuallitros" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"enviado" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tarifas" (
	"idtarifa" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text DEFAULT 'céntimos/litro' NOT NULL,
	"fechadesde" date,
	"fechahasta" date,
	"lineas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terminales" (
	"id" serial PRIMARY KEY NOT NULL,
	"numeroserie" text NOT NULL,
	"descripcion" text NOT NULL,
	"idlocal" integer NOT NULL,
	"tipo" text NOT NULL,
	"modelo" text DEFAULT '' NOT NULL,
	"versionsw" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'fuera de línea' NOT NULL,
	"ultimaconexion" timestamp with time zone,
	"modulos" jsonb NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "terminales_numeroserie_unique" UNIQUE("numeroserie")
);
--> statement-breakpoint
CREATE TABLE "movimientos_puntos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"tipo" text NOT NULL,
	"puntos" integer NOT NULL,
	"saldo" integer NOT NULL,
	"idticket" bigint,
	"motivo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios_tarjetas" (
	"id" serial PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"tarjeta" text NOT NULL,
	"tipo" text NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"fechaalta" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios_vehiculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"matricula" text NOT NULL,
	"marca" text DEFAULT '' NOT NULL,
	"modelo" text DEFAULT '' NOT NULL,
	"alias" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "clientes_grupo_nombre_idx";--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(codigo::text || ' ' || nombre || ' ' || nombrecomercial || ' ' || nif || ' ' || poblacion)) STORED;--> statement-breakpoint
CREATE INDEX "movimientos_credito_cliente_fecha_idx" ON "movimientos_credito" USING btree ("idcliente","fecha","id");--> statement-breakpoint
CREATE INDEX "clientes_bancos_cliente_idx" ON "clientes_bancos" USING btree ("idcliente");--> statement-breakpoint
CREATE INDEX "clientes_departamentos_cliente_idx" ON "clientes_departamentos" USING btree ("idcliente");--> statement-breakpoint
CREATE INDEX "clientes_tarifas_cliente_idx" ON "clientes_tarifas" USING btree ("idcliente");--> statement-breakpoint
CREATE INDEX "clientes_tarifas_tarifa_idx" ON "clientes_tarifas" USING btree ("idtarifa");--> statement-breakpoint
CREATE INDEX "clientes_opcionestpv_cliente_idx" ON "clientes_opcionestpv" USING btree ("idcliente");--> statement-breakpoint
CREATE INDEX "tarifas_grupo_idx" ON "tarifas" USING btree ("idgrupo");--> statement-breakpoint
CREATE INDEX "terminales_local_idx" ON "terminales" USING btree ("idlocal");--> statement-breakpoint
CREATE INDEX "movimientos_puntos_usuario_fecha_idx" ON "movimientos_puntos" USING btree ("idusuario","fecha","id");--> statement-breakpoint
CREATE INDEX "usuarios_tarjetas_usuario_idx" ON "usuarios_tarjetas" USING btree ("idusuario");--> statement-breakpoint
CREATE INDEX "usuarios_vehiculos_usuario_idx" ON "usuarios_vehiculos" USING btree ("idusuario");--> statement-breakpoint
CREATE INDEX "clientes_busqueda_idx" ON "clientes" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clientes_grupo_nombre_idx" ON "clientes" USING btree ("idgrupo","nombre","id") WHERE deleted_at is null;