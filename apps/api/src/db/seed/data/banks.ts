/** Spanish banks (entidad code of the CCC and BIC) for demo bank accounts. */
export interface Bank {
  entidad: string;
  nombre: string;
  bic: string;
}

export const banks: readonly Bank[] = [
  { entidad: '2100', nombre: 'CaixaBank', bic: 'CAIXESBBXXX' },
  { entidad: '0049', nombre: 'Banco Santander', bic: 'BSCHESMMXXX' },
  { entidad: '0182', nombre: 'BBVA', bic: 'BBVAESMMXXX' },
  { entidad: '0081', nombre: 'Banco Sabadell', bic: 'BSABESBBXXX' },
  { entidad: '2085', nombre: 'Ibercaja', bic: 'CAZRES2ZXXX' },
  { entidad: '0128', nombre: 'Bankinter', bic: 'BKBKESMMXXX' },
  { entidad: '3058', nombre: 'Cajamar', bic: 'CCRIES2AXXX' },
  { entidad: '2103', nombre: 'Unicaja', bic: 'UCJAES2MXXX' },
  { entidad: '1465', nombre: 'ING', bic: 'INGDESMMXXX' },
  { entidad: '2095', nombre: 'Kutxabank', bic: 'BASKES2BXXX' },
  { entidad: '2080', nombre: 'Abanca', bic: 'CAGLESMMXXX' },
];
