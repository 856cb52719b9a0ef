// One file per section (the spec's route name), plus the session tables.
export * from './ambito';
export * from './auditoria';
export * from './clientes';
export * from './configuracion';
export * from './fidelizacion';
export * from './gestioncuentas';
export * from './gruposproductos';
export * from './operacioncredito';
export * from './operacionfidelizacion';
export * from './programacionprecios';
export * from './relacionproductos';
export * from './session';
export * from './tarifasdescuento';
export * from './terminales';
export * from './tickets';
export * from './usuarios';
export * from './vehiculos';
