import { resourceKeys } from '../../kit/query-keys';

export const PRODUCTS_PATH = '/v1/products';
export const productKeys = resourceKeys(PRODUCTS_PATH);
