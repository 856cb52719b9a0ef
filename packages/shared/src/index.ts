import './zod-es';

export * from './ambito';
export * from './auditoria';
export * from './clientes';
export * from './errors';
export * from './gestioncuentas';
export * from './permissions';
export * from './session';
export * from './usuarios';
export * from './validators';
export * from './wire';
