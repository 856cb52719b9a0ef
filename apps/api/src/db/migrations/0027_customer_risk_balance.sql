CREATE TABLE "clientes_riesgo" (
	"idcliente" integer PRIMARY KEY NOT NULL,
	"riesgo" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clientes_riesgo" ADD CONSTRAINT "clientes_riesgo_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Kept by the movements themselves: one trigger per kind of statement (transition tables), so a bulk insert
-- (SEED=large) adds one row per customer, not one per movement.
CREATE OR REPLACE FUNCTION movimientos_credito_riesgo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO clientes_riesgo AS r (idcliente, riesgo)
    SELECT n.idcliente, sum(CASE WHEN n.tipo = 'cargo' THEN n.importe ELSE -n.importe END) FROM nuevos n GROUP BY n.idcliente
    ON CONFLICT (idcliente) DO UPDATE SET riesgo = r.riesgo + excluded.riesgo;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO clientes_riesgo AS r (idcliente, riesgo)
    SELECT v.idcliente, -sum(CASE WHEN v.tipo = 'cargo' THEN v.importe ELSE -v.importe END) FROM viejos v GROUP BY v.idcliente
    ON CONFLICT (idcliente) DO UPDATE SET riesgo = r.riesgo + excluded.riesgo;
  ELSE
    INSERT INTO clientes_riesgo AS r (idcliente, riesgo)
    SELECT x.idcliente, sum(x.s) FROM (
      SELECT n.idcliente, CASE WHEN n.tipo = 'cargo' THEN n.importe ELSE -n.importe END AS s FROM nuevos n
      UNION ALL
      SELECT v.idcliente, CASE WHEN v.tipo = 'cargo' THEN -v.importe ELSE v.importe END FROM viejos v
    ) x GROUP BY x.idcliente
    ON CONFLICT (idcliente) DO UPDATE SET riesgo = r.riesgo + excluded.riesgo;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER movimientos_credito_riesgo_alta AFTER INSERT ON movimientos_credito
  REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION movimientos_credito_riesgo();
--> statement-breakpoint
CREATE TRIGGER movimientos_credito_riesgo_cambio AFTER UPDATE ON movimientos_credito
  REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION movimientos_credito_riesgo();
--> statement-breakpoint
CREATE TRIGGER movimientos_credito_riesgo_baja AFTER DELETE ON movimientos_credito
  REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION movimientos_credito_riesgo();
--> statement-breakpoint
INSERT INTO clientes_riesgo (idcliente, riesgo)
SELECT idcliente, sum(CASE WHEN tipo = 'cargo' THEN importe ELSE -importe END) FROM movimientos_credito GROUP BY idcliente;
--> statement-breakpoint
-- The authoriser reads the customer's risk from its row (the rest as in migration 0023).
CREATE OR REPLACE FUNCTION autorizacion_datos(
  p_hash text,
  p_idlocal integer,
  p_idcuentacomercial integer,
  p_productos integer[],
  p_ahora timestamptz,
  p_dia timestamptz,
  p_mes timestamptz
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id integer;
  v_cliente integer;
  v_grupo integer;
BEGIN
  SELECT id, idcliente INTO v_id, v_cliente FROM vehiculos WHERE tarjeta_hash = p_hash AND deleted_at IS NULL;
  IF v_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT idgrupo INTO v_grupo FROM clientes WHERE id = v_cliente FOR NO KEY UPDATE;
  PERFORM 1 FROM vehiculos WHERE id = v_id FOR NO KEY UPDATE;
  RETURN jsonb_build_object(
    'vehiculo', (SELECT to_jsonb(v) - 'busqueda' FROM vehiculos v WHERE v.id = v_id),
    'cliente', (
      SELECT jsonb_build_object(
        'id', c.id, 'activo', c.activo, 'borrado', c.deleted_at IS NOT NULL, 'idgrupo', c.idgrupo,
        'bloqueado', coalesce(k.bloqueado, false), 'limitecredito', coalesce(k.limitecredito, 0))
      FROM clientes c LEFT JOIN clientes_configuracion k ON k.idcliente = c.id WHERE c.id = v_cliente),
    'opciones', (
      SELECT coalesce(jsonb_agg(to_jsonb(o) ORDER BY o.id), '[]'::jsonb) FROM clientes_opcionestpv o
      WHERE o.idcliente = v_cliente AND o.deleted_at IS NULL AND o.activo),
    'productos', (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', p.idproducto, 'codigo', p.codigo, 'descripcion', p.descripcion, 'unidad', p.unidad)), '[]'::jsonb)
      FROM productos p
      WHERE p.idproducto = ANY(p_productos) AND p.idgrupo = v_grupo AND p.activo AND p.deleted_at IS NULL),
    'precios', (
      SELECT coalesce(jsonb_object_agg(pr.idproducto::text, pr.precio), '{}'::jsonb) FROM precios pr
      WHERE pr.idlocal = p_idlocal AND pr.idproducto = ANY(p_productos)),
    'usado', (
      SELECT jsonb_build_object(
        'diaeuros', coalesce(sum(CASE WHEN o.estado = 'completada' THEN o.importefinal ELSE o.importeautorizado END)
          FILTER (WHERE o.fecha >= p_dia), 0),
        'meseuros', coalesce(sum(CASE WHEN o.estado = 'completada' THEN o.importefinal ELSE o.importeautorizado END), 0),
        'dialitros', coalesce(sum(CASE WHEN o.estado = 'completada' THEN o.litrosfinal ELSE o.litros END)
          FILTER (WHERE o.fecha >= p_dia), 0),
        'meslitros', coalesce(sum(CASE WHEN o.estado = 'completada' THEN o.litrosfinal ELSE o.litros END), 0))
      FROM operaciones o
      WHERE o.idvehiculo = v_id AND o.fecha >= p_mes AND o.tipo = 'autorización' AND o.resultado = 'aprobada'
        AND (o.estado = 'completada' OR (o.estado = 'reservada' AND o.caduca > p_ahora))),
    'reservado', (
      SELECT coalesce(sum(o.importeautorizado), 0) FROM operaciones o
      WHERE o.idcliente = v_cliente AND o.estado = 'reservada' AND o.caduca > p_ahora),
    'riesgo', coalesce((SELECT r.riesgo FROM clientes_riesgo r WHERE r.idcliente = v_cliente), 0),
    -- The commercial account's settings; without a row yet, the column's default.
    'reservaminutos', coalesce(
      (SELECT a.reservaminutos FROM ajustes a WHERE a.idcuentacomercial = p_idcuentacomercial), 15)
  );
END
$$;
