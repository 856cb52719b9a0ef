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
