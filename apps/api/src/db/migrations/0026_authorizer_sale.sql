-- Completing a sale in few round trips (issue 13, decision 006): the terminal's authorisation locked as
-- autorizacion_bloquear does (its customer first, the authoriser's order), with what the ticket needs in
-- the same call: the products sold (VAT, unit), the vehicle's plate and the app user who drives it when the
-- customer collects points. Null when the terminal has no such authorisation.
CREATE OR REPLACE FUNCTION autorizacion_venta(p_id integer, p_idterminal integer, p_productos integer[])
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o jsonb := autorizacion_bloquear(p_id, p_idterminal);
BEGIN
  IF o IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object(
    'operacion', o,
    'productos', (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'id', p.idproducto, 'descripcion', p.descripcion, 'unidad', p.unidad, 'iva', p.iva)), '[]'::jsonb)
      FROM productos p WHERE p.idproducto = ANY(p_productos)),
    'matricula', (SELECT v.matricula FROM vehiculos v WHERE v.id = (o->>'idvehiculo')::integer),
    'idusuario', (
      SELECT u.id FROM vehiculos v
      JOIN usuarios_vehiculos uv ON uv.matricula = v.matricula
      JOIN usuarios u ON u.id = uv.idusuario
      JOIN clientes_configuracion k ON k.idcliente = u.idcliente
      WHERE v.id = (o->>'idvehiculo')::integer AND v.matricula <> ''
        AND u.idcliente = (o->>'idcliente')::integer AND u.activo AND k.activapuntos
      LIMIT 1)
  );
END
$$;
