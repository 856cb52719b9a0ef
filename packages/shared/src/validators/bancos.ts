/** The main Spanish banks: the entidad code of the CCC (the IBAN's digits 5–8), name and BIC. */
export interface SpanishBank {
  entidad: string;
  nombre: string;
  bic: string;
}

export const SPANISH_BANKS: readonly SpanishBank[] = [
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
  { entidad: '0075', nombre: 'Banco Popular (Santander)', bic: 'POPUESMMXXX' },
  { entidad: '0030', nombre: 'Banco Español de Crédito (Santander)', bic: 'ESPCESMMXXX' },
  { entidad: '0238', nombre: 'Banco Pastor (Santander)', bic: 'PSTRESMMXXX' },
  { entidad: '0487', nombre: 'Banco Mare Nostrum', bic: 'GBMNESMMXXX' },
  { entidad: '2038', nombre: 'Bankia (CaixaBank)', bic: 'CAHMESMMXXX' },
  { entidad: '0073', nombre: 'Openbank', bic: 'OPENESMMXXX' },
  { entidad: '0186', nombre: 'Banco Mediolanum', bic: 'BFIVESBBXXX' },
  { entidad: '0019', nombre: 'Deutsche Bank', bic: 'DEUTESBBXXX' },
  { entidad: '0061', nombre: 'Banca March', bic: 'BMARES2MXXX' },
  { entidad: '0216', nombre: 'Targobank', bic: 'CMCIESMMXXX' },
  { entidad: '0239', nombre: 'EVO Banco', bic: 'EVOBESMMXXX' },
  { entidad: '1491', nombre: 'Triodos Bank', bic: 'TRIOESMMXXX' },
  { entidad: '2048', nombre: 'Liberbank (Unicaja)', bic: 'CECAESMM048' },
  { entidad: '2108', nombre: 'Banco de Caja España de Inversiones (Unicaja)', bic: 'CSPAES2L108' },
  { entidad: '3035', nombre: 'Caja Laboral Popular', bic: 'CLPEES2MXXX' },
  { entidad: '3187', nombre: 'Caja Rural del Sur', bic: 'BCOEESMM187' },
  { entidad: '3183', nombre: 'Caja de Arquitectos', bic: 'CASDESBBXXX' },
  { entidad: '3081', nombre: 'Caja Rural Castilla-La Mancha', bic: 'BCOEESMM081' },
  {
    entidad: '3060',
    nombre: 'Caja Rural de Burgos, Fuentepelayo, Segovia y Castelldans',
    bic: 'BCOEESMM060',
  },
  { entidad: '3085', nombre: 'Caja Rural de Zamora', bic: 'BCOEESMM085' },
];

/** The BIC of a Spanish bank by its 4-digit entidad code, or '' when the table does not know it. */
export function bicForEntidad(entidad: string): string {
  return SPANISH_BANKS.find((b) => b.entidad === entidad)?.bic ?? '';
}
