import { resourceKeys } from '../../kit/query-keys';

export const RATES_PATH = '/v1/rates';
export const rateKeys = resourceKeys(RATES_PATH);
