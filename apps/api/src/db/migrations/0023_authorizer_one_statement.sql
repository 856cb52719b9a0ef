-- The authoriser in few round trips (issue 13, decision 006): what a decision needs, read in one call after
-- the locks; the operation a completion or a cancellation works on, locked in one call. Same order of locks
-- as before: the customer, then the vehicle (or the operation). Each statement of a volatile function takes a
-- fresh snapshot, so the sums read after the locks count every approval committed before they were granted.

-- Everything a decision on card `p_hash` at station `p_idlocal` needs, or null when no live vehicle has that
-- card. Amounts as stored: cents (litres in hundredths; the TPV option's litre limits in whole litres; prices
-- in thousandths of a euro).
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
    'riesgo', (
      SELECT coalesce(sum(CASE WHEN m.tipo = 'cargo' THEN m.importe ELSE -m.importe END), 0)
      FROM movimientos_credito m WHERE m.idcliente = v_cliente),
    -- The commercial account's settings; without a row yet, the column's default.
    'reservaminutos', coalesce(
      (SELECT a.reservaminutos FROM ajustes a WHERE a.idcuentacomercial = p_idcuentacomercial), 15)
  );
END
$$;
--> statement-breakpoint
-- The terminal's own authorisation `p_id`, locked after its customer (the authoriser's order), as it is once
-- both locks are held; null when the terminal has no such authorisation.
CREATE OR REPLACE FUNCTION autorizacion_bloquear(p_id integer, p_idterminal integer)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_cliente integer;
  r operaciones;
BEGIN
  SELECT idcliente INTO v_cliente FROM operaciones
  WHERE id = p_id AND idterminal = p_idterminal AND tipo = 'autorización';
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_cliente IS NOT NULL THEN
    PERFORM 1 FROM clientes WHERE id = v_cliente FOR NO KEY UPDATE;
  END IF;
  SELECT * INTO r FROM operaciones WHERE id = p_id FOR UPDATE;
  RETURN to_jsonb(r);
END
$$;
