import { resourceKeys } from '../../kit/query-keys';

export const POINTS_PATH = '/v1/loyalty/movements';
export const pointsKeys = resourceKeys(POINTS_PATH);
