import './zod-es';

export * from './ambito';
export * from './api-error';
export * from './auditoria';
export * from './autorizacion';
export * from './clientes';
export * from './errors';
export * from './gestioncuentas';
export * from './operacioncredito';
export * from './operacionfidelizacion';
export * from './permissions';
export * from './session';
export * from './tickets';
export * from './usuarios';
export * from './validators';
export * from './vehiculos';
export * from './wire';
