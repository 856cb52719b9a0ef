import { AppUserSchema } from '@ac/shared';
import { resourceKeys } from '../../kit/query-keys';
import { useRecord } from '../../kit/use-record';

export const USERS_PATH = '/v1/users';
export const userKeys = resourceKeys(USERS_PATH);

export function useUser(id: number) {
  return useRecord(USERS_PATH, { id }, AppUserSchema);
}
