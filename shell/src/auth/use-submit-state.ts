import { useCallback, useState } from 'react';

/** The form-level message shown under the fields after a failed submit. */
export function useSubmitState() {
  const [message, setMessage] = useState('');
  const fail = useCallback((text: string) => setMessage(text), []);
  const clear = useCallback(() => setMessage(''), []);
  return { message, fail, clear };
}
