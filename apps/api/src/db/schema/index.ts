export * from './audit';
export * from './auth';
export * from './business';
export * from './clientes';
export * from './scope';
export * from './terminales';
export * from './usuarios';
