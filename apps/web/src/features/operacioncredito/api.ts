import { downloadBlob } from '../../kit/csv';
import { fetchPdf } from '../../kit/pdf-modal';
import { resourceKeys } from '../../kit/query-keys';
import { http } from '../../lib/http';

export const MOVEMENTS_PATH = '/v1/credit/movements';
export const BALANCES_PATH = '/v1/credit/balances';
export const STATEMENT_PATH = '/v1/credit/statement';
export const movementKeys = resourceKeys(MOVEMENTS_PATH);
export const balanceKeys = resourceKeys(BALANCES_PATH);

export type StatementQuery = { idcliente: number; datesince: string; dateto: string };

export const fetchStatementPdf = (q: StatementQuery) => fetchPdf(STATEMENT_PATH, { ...q, format: 'pdf' });

/** The statement as CSV, downloaded by the browser. */
export async function downloadStatementCsv(q: StatementQuery, fileName: string) {
  const blob = await http.get<Blob>(STATEMENT_PATH, {
    query: { ...q, format: 'csv' },
    responseType: 'blob',
    quiet: true,
  });
  downloadBlob(fileName, blob);
}
