import { useCallback } from 'react';
import { useLazyValidateNameQuery } from 'shared-api';

/** Asks the server whether a phone already has an account (validateName, spec 1 §8). */
export function useIsRegistered() {
  const [validateName] = useLazyValidateNameQuery();
  return useCallback(
    async (phone: string) => (await validateName(phone).unwrap()).registered,
    [validateName],
  );
}
