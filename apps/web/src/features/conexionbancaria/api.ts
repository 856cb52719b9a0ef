import type { GatewayTest } from '@ac/shared/conexionbancaria';
import { resourceKeys } from '../../kit/query-keys';
import { http } from '../../lib/http';

export const GATEWAYS_PATH = '/v1/paymentgateways';
export const gatewayKeys = resourceKeys(GATEWAYS_PATH);

/** `POST /v1/paymentgateways/test`: the checks of the stored configuration (nothing is sent outside). */
export const testGateway = (id: number) => http.post<GatewayTest>(`${GATEWAYS_PATH}/test`, { id });
