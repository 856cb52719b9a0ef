CREATE TABLE "app_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"idusuario" integer,
	"usuario" text DEFAULT '' NOT NULL,
	"accion" text NOT NULL,
	"recurso" text DEFAULT '' NOT NULL,
	"detalle" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"dispositivo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"idauthaccount" integer,
	"usuario" text DEFAULT '' NOT NULL,
	"accion" text NOT NULL,
	"recurso" text NOT NULL,
	"idregistro" text DEFAULT '' NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"motivo" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nombre" text NOT NULL,
	"password_hash" text NOT NULL,
	"idauthgroup" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"ultimoacceso" timestamp with time zone,
	"estadoambito" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_group_permissions" (
	"idauthgroup" integer NOT NULL,
	"idauthpermission" integer NOT NULL,
	CONSTRAINT "auth_group_permissions_idauthgroup_idauthpermission_pk" PRIMARY KEY("idauthgroup","idauthpermission")
);
--> statement-breakpoint
CREATE TABLE "auth_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_permission_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idauthaccount" integer NOT NULL,
	"idcuentacomercial" integer DEFAULT 0 NOT NULL,
	"idgrupo" integer DEFAULT 0 NOT NULL,
	"idempresa" integer DEFAULT 0 NOT NULL,
	"idlocal" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"descripcioncodigo" text NOT NULL,
	"tipo_permiso" text NOT NULL,
	CONSTRAINT "auth_permissions_descripcioncodigo_unique" UNIQUE("descripcioncodigo"),
	CONSTRAINT "auth_permissions_tipo_permiso_unique" UNIQUE("tipo_permiso")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idauthaccount" integer NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"api_key_hash" text NOT NULL,
	"client_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"idcliente" integer,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"dni" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"verificado" boolean DEFAULT false NOT NULL,
	"fechaalta" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimoacceso" timestamp with time zone,
	"puntos" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idgrupo" integer NOT NULL,
	"codigo" integer NOT NULL,
	"nombre" text NOT NULL,
	"nombrecomercial" text DEFAULT '' NOT NULL,
	"nif" text NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"poblacion" text DEFAULT '' NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"codigopostal" text DEFAULT '' NOT NULL,
	"pais" text DEFAULT 'ES' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"contado" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"fechaalta" timestamp with time zone DEFAULT now() NOT NULL,
	"observaciones" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operaciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"idlocal" integer NOT NULL,
	"idterminal" integer,
	"tarjeta" text DEFAULT '' NOT NULL,
	"idvehiculo" integer,
	"idcliente" integer,
	"tipo" text NOT NULL,
	"importesolicitado" integer NOT NULL,
	"importeautorizado" integer NOT NULL,
	"resultado" text NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"idticket" bigint
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"numero" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"idlocal" integer NOT NULL,
	"idterminal" integer,
	"idcliente" integer,
	"idvehiculo" integer,
	"idusuario" integer,
	"matricula" text DEFAULT '' NOT NULL,
	"km" integer,
	"lineas" jsonb NOT NULL,
	"base" integer NOT NULL,
	"iva" integer NOT NULL,
	"total" integer NOT NULL,
	"formapago" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehiculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"iddepartamento" integer,
	"matricula" text NOT NULL,
	"marca" text DEFAULT '' NOT NULL,
	"modelo" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT 'turismo' NOT NULL,
	"productos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tarjeta" text DEFAULT '' NOT NULL,
	"pin_hash" text,
	"limitediario" integer,
	"limitemensual" integer,
	"unidadlimite" text DEFAULT 'euros' NOT NULL,
	"controlkm" boolean DEFAULT false NOT NULL,
	"kmactual" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"fechabaja" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cuentas_comerciales" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nif" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"idempresa" serial PRIMARY KEY NOT NULL,
	"empresa" text NOT NULL,
	"idgrupo" integer NOT NULL,
	"nif" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"idgrupo" serial PRIMARY KEY NOT NULL,
	"grupo" text NOT NULL,
	"idcuentacomercial" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"idlocal" serial PRIMARY KEY NOT NULL,
	"local" text NOT NULL,
	"idempresa" integer NOT NULL,
	"idcuentacomercial" integer NOT NULL,
	"activolocal" boolean DEFAULT true NOT NULL,
	"es24" boolean DEFAULT false NOT NULL,
	"lavado" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"duchas" boolean DEFAULT false NOT NULL,
	"restaurante" boolean DEFAULT false NOT NULL,
	"tienda" boolean DEFAULT false NOT NULL,
	"muestraprecio" boolean DEFAULT true NOT NULL,
	"observlocal" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"poblacion" text DEFAULT '' NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"codigopostal" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"latitud" double precision,
	"longitud" double precision,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_idauthgroup_auth_groups_id_fk" FOREIGN KEY ("idauthgroup") REFERENCES "public"."auth_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_group_permissions" ADD CONSTRAINT "auth_group_permissions_idauthgroup_auth_groups_id_fk" FOREIGN KEY ("idauthgroup") REFERENCES "public"."auth_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_group_permissions" ADD CONSTRAINT "auth_group_permissions_idauthpermission_auth_permissions_id_fk" FOREIGN KEY ("idauthpermission") REFERENCES "public"."auth_permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_permission_scopes" ADD CONSTRAINT "auth_permission_scopes_idauthaccount_auth_accounts_id_fk" FOREIGN KEY ("idauthaccount") REFERENCES "public"."auth_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_idauthaccount_auth_accounts_id_fk" FOREIGN KEY ("idauthaccount") REFERENCES "public"."auth_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_idgrupo_grupos_idgrupo_fk" FOREIGN KEY ("idgrupo") REFERENCES "public"."grupos"("idgrupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_idcuentacomercial_cuentas_comerciales_id_fk" FOREIGN KEY ("idcuentacomercial") REFERENCES "public"."cuentas_comerciales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_idempresa_empresas_idempresa_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("idempresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locales" ADD CONSTRAINT "locales_idcuentacomercial_cuentas_comerciales_id_fk" FOREIGN KEY ("idcuentacomercial") REFERENCES "public"."cuentas_comerciales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_audit_fecha_idx" ON "app_audit" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "app_audit_usuario_fecha_idx" ON "app_audit" USING btree ("idusuario","fecha");--> statement-breakpoint
CREATE INDEX "web_audit_fecha_idx" ON "web_audit" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "web_audit_account_fecha_idx" ON "web_audit" USING btree ("idauthaccount","fecha");--> statement-breakpoint
CREATE INDEX "web_audit_recurso_fecha_idx" ON "web_audit" USING btree ("recurso","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_accounts_email_uq" ON "auth_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "auth_accounts_group_idx" ON "auth_accounts" USING btree ("idauthgroup");--> statement-breakpoint
CREATE INDEX "auth_scopes_account_idx" ON "auth_permission_scopes" USING btree ("idauthaccount");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("idauthaccount");--> statement-breakpoint
CREATE INDEX "usuarios_grupo_idx" ON "usuarios" USING btree ("idgrupo","id");--> statement-breakpoint
CREATE INDEX "usuarios_cliente_idx" ON "usuarios" USING btree ("idcliente");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_grupo_codigo_uq" ON "clientes" USING btree ("idgrupo","codigo");--> statement-breakpoint
CREATE INDEX "clientes_grupo_nombre_idx" ON "clientes" USING btree ("idgrupo","nombre","id");--> statement-breakpoint
CREATE INDEX "clientes_nif_idx" ON "clientes" USING btree ("nif");--> statement-breakpoint
CREATE INDEX "operaciones_local_fecha_idx" ON "operaciones" USING btree ("idlocal","fecha","id");--> statement-breakpoint
CREATE INDEX "operaciones_cliente_fecha_idx" ON "operaciones" USING btree ("idcliente","fecha","id");--> statement-breakpoint
CREATE INDEX "operaciones_vehiculo_fecha_idx" ON "operaciones" USING btree ("idvehiculo","fecha","id");--> statement-breakpoint
CREATE INDEX "operaciones_fecha_idx" ON "operaciones" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "tickets_local_fecha_idx" ON "tickets" USING btree ("idlocal","fecha","id");--> statement-breakpoint
CREATE INDEX "tickets_cliente_fecha_idx" ON "tickets" USING btree ("idcliente","fecha","id");--> statement-breakpoint
CREATE INDEX "tickets_vehiculo_fecha_idx" ON "tickets" USING btree ("idvehiculo","fecha","id");--> statement-breakpoint
CREATE INDEX "tickets_fecha_idx" ON "tickets" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "vehiculos_cliente_idx" ON "vehiculos" USING btree ("idcliente");--> statement-breakpoint
CREATE INDEX "vehiculos_matricula_idx" ON "vehiculos" USING btree ("matricula");--> statement-breakpoint
CREATE INDEX "empresas_grupo_idx" ON "empresas" USING btree ("idgrupo");--> statement-breakpoint
CREATE INDEX "grupos_cuenta_idx" ON "grupos" USING btree ("idcuentacomercial");--> statement-breakpoint
CREATE INDEX "locales_empresa_idx" ON "locales" USING btree ("idempresa");