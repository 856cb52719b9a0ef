import { fetchPdf } from '../../kit/pdf-modal';
import { resourceKeys } from '../../kit/query-keys';

export const VOUCHERS_PATH = '/v1/vouchers';
export const voucherKeys = resourceKeys(VOUCHERS_PATH);

export const fetchBatchPdf = (idlote: number) => fetchPdf(`${VOUCHERS_PATH}/pdf/${idlote}`);
export const batchPdf = (idlote: number) => ({
  title: `Vales del lote ${idlote}`,
  fileName: `vales-lote-${idlote}.pdf`,
  fetch: () => fetchBatchPdf(idlote),
});
