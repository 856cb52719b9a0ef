-- A sale's points in the sale's own statement (issue 13): when the vehicle's driver collects points,
-- autorizacion_venta also answers the group's active rules and its catalogue, so the authoriser works the
-- points out and writes them (balance, movement, rules in use, audit) with the ticket, instead of a dozen
-- more round trips through the loyalty service. The rest as in migration 0026.
DROP FUNCTION autorizacion_venta(integer, integer, integer[]);
--> statement-breakpoint
CREATE FUNCTION autorizacion_venta(p_id integer, p_idterminal integer, p_productos integer[], p_idgrupo integer)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o jsonb := autorizacion_bloquear(p_id, p_idterminal);
  v_matricula text;
  v_usuario integer;
BEGIN
  IF o IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT v.matricula INTO v_matricula FROM vehiculos v WHERE v.id = (o->>'idvehiculo')::integer;
  SELECT u.id INTO v_usuario FROM usuarios_vehiculos uv
    JOIN usuarios u ON u.id = uv.idusuario
    JOIN clientes_configuracion k ON k.idcliente = u.idcliente
  WHERE uv.matricula = v_matricula AND v_matricula <> ''
    AND u.idcliente = (o->>'idcliente')::integer AND u.activo AND k.activapuntos
  LIMIT 1;
  RETURN jsonb_build_object(
    'operacion', o,
    'productos', (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', p.idproducto, 'descripcion', p.descripcion, 'unidad', p.unidad, 'iva', p.iva)), '[]'::jsonb)
      FROM productos p WHERE p.idproducto = ANY(p_productos)),
    'matricula', v_matricula,
    'idusuario', v_usuario,
    'reglas', CASE WHEN v_usuario IS NOT NULL THEN (
      SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) FROM reglas_fidelizacion r
      WHERE r.idgrupo = p_idgrupo AND r.activo AND r.deleted_at IS NULL) END,
    'catalogo', CASE WHEN v_usuario IS NOT NULL THEN (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'idproducto', p.idproducto, 'codigo', p.codigo, 'descripcion', p.descripcion, 'unidad', p.unidad)),
        '[]'::jsonb)
      FROM productos p WHERE p.idgrupo = p_idgrupo AND p.deleted_at IS NULL) END
  );
END
$$;
--> statement-breakpoint
-- The authoriser reads only the vehicle's and the TPV options' columns its rules use (the rest as in
-- migration 0027): less JSON to build here and to read in the API on every authorisation.
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
    'vehiculo', (
      SELECT jsonb_build_object(
        'id', v.id, 'idcliente', v.idcliente, 'tarjeta_hash', v.tarjeta_hash, 'deleted_at', v.deleted_at,
        'activo', v.activo, 'bloqueado', v.bloqueado, 'pin_hash', v.pin_hash, 'pinerroneos', v.pinerroneos,
        'matricula', v.matricula, 'controlkm', v.controlkm, 'kmactual', v.kmactual, 'productos', v.productos,
        'unidadlimite', v.unidadlimite, 'limitediario', v.limitediario, 'limitemensual', v.limitemensual)
      FROM vehiculos v WHERE v.id = v_id),
    'cliente', (
      SELECT jsonb_build_object(
        'id', c.id, 'activo', c.activo, 'borrado', c.deleted_at IS NOT NULL, 'idgrupo', c.idgrupo,
        'bloqueado', coalesce(k.bloqueado, false), 'limitecredito', coalesce(k.limitecredito, 0))
      FROM clientes c LEFT JOIN clientes_configuracion k ON k.idcliente = c.id WHERE c.id = v_cliente),
    'opciones', (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', o.id, 'idlocal', o.idlocal, 'bloqueado', o.bloqueado, 'pidematricula', o.pidematricula,
        'pidekm', o.pidekm, 'productos', o.productos, 'limitediarioeuros', o.limitediarioeuros,
        'limitemensualeuros', o.limitemensualeuros, 'limitediariolitros', o.limitediariolitros,
        'limitemensuallitros', o.limitemensuallitros) ORDER BY o.id), '[]'::jsonb)
      FROM clientes_opcionestpv o
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
