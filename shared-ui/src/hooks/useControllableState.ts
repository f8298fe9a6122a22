import { useCallback, useState } from 'react';

/**
 * State that a parent may own (controlled: `value` given) or leave to the component
 * (uncontrolled: starts at `defaultValue`). Tabs, Table selection and Pagination share it so
 * they all behave the same way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}
