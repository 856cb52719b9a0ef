/** Demo staff of the run contract (SEED=demo). */
export const ADMIN = { email: 'admin@demo.es', password: 'Demo#2026', name: 'ADMINISTRACIÓN DEMO' } as const;
export const OPERATOR = { email: 'operador@demo.es', password: 'Demo#2026', name: 'OPERADOR DEMO' } as const;
export type Account = { email: string; password: string; name: string };
