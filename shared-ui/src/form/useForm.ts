import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FormValues, Rule } from './rules';

export type FieldName<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;
/** Rules per field, checked in order; the first failing rule's message is the field's error. */
export type FormRules<V> = Partial<Record<FieldName<V>, Rule<V>[]>>;

export interface UseFormOptions<V> {
  initialValues: V;
  rules?: FormRules<V>;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormApi<V> {
  values: V;
  errors: FieldErrors<V>;
  /** True while any rule (typically a server check) is still running. */
  validating: boolean;
  setValue<K extends FieldName<V>>(name: K, value: V[K]): void;
  setValues(patch: Partial<V>): void;
  /** Sets or clears a message by hand, e.g. one the server returned for this field. */
  setError(name: FieldName<V>, message: string | undefined): void;
  /** Resolves true when the field passes all its rules. */
  validateField(name: FieldName<V>): Promise<boolean>;
  /** Checks every field that has rules (or the given ones); resolves true when all pass. */
  validate(names?: FieldName<V>[]): Promise<boolean>;
  reset(values?: V): void;
  /** value/onChange/onBlur/aria-invalid for a text field: validates on blur. */
  inputProps(name: FieldName<V>): {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<FieldElement>) => void;
    onBlur: () => void;
    'aria-invalid': boolean;
  };
}

function withError<V>(errors: FieldErrors<V>, name: FieldName<V>, message: string | undefined) {
  if (errors[name] === message) return errors;
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}

/** Numbers each check of a field so only the newest one may set its error. */
function nextRunId(ids: Partial<Record<string, number>>, name: string) {
  const id = (ids[name] ?? 0) + 1;
  ids[name] = id;
  return id;
}

/**
 * Form state with rule-based validation. Rules may be async, so `validate` and
 * `validateField` return Promises; a field's result is dropped if the field changed or was
 * validated again before its check finished, so a slow server answer never overwrites a
 * newer one.
 */
export function useForm<V extends FormValues>({
  initialValues,
  rules,
}: UseFormOptions<V>): FormApi<V> {
  // The first render's initial values are the ones `reset()` returns to.
  const [initial] = useState(initialValues);
  const [values, setValuesState] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [running, setRunning] = useState(0);
  // Refs let callbacks stay stable while always seeing the newest values and rules.
  const valuesRef = useRef(values);
  const rulesRef = useRef(rules);
  const runIds = useRef<Partial<Record<string, number>>>({});

  useLayoutEffect(() => {
    rulesRef.current = rules;
  }, [rules]);

  const setValues = useCallback((patch: Partial<V>) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValuesState(next);
    // A changed field's old message and any check still running for it are out of date.
    for (const name of Object.keys(patch)) nextRunId(runIds.current, name);
    setErrors((prev) => {
      let out = prev;
      for (const name of Object.keys(patch)) out = withError(out, name as FieldName<V>, undefined);
      return out;
    });
  }, []);

  const setValue = useCallback(
    <K extends FieldName<V>>(name: K, value: V[K]) =>
      setValues({ [name]: value } as unknown as Partial<V>),
    [setValues],
  );

  const setError = useCallback((name: FieldName<V>, message: string | undefined) => {
    setErrors((prev) => withError(prev, name, message));
  }, []);

  const validateField = useCallback(async (name: FieldName<V>) => {
    const id = nextRunId(runIds.current, name);
    const snapshot = valuesRef.current;
    let message: string | undefined;
    setRunning((n) => n + 1);
    try {
      for (const rule of rulesRef.current?.[name] ?? []) {
        const result = await rule(snapshot[name], snapshot);
        if (result) {
          message = result;
          break;
        }
      }
    } finally {
      setRunning((n) => n - 1);
    }
    if (runIds.current[name] === id) setErrors((prev) => withError(prev, name, message));
    return message === undefined;
  }, []);

  const validate = useCallback(
    async (names?: FieldName<V>[]) => {
      const fields = names ?? (Object.keys(rulesRef.current ?? {}) as FieldName<V>[]);
      const results = await Promise.all(fields.map((name) => validateField(name)));
      return results.every(Boolean);
    },
    [validateField],
  );

  const reset = useCallback(
    (next?: V) => {
      const base = next ?? initial;
      valuesRef.current = base;
      for (const name of Object.keys(runIds.current)) nextRunId(runIds.current, name);
      setValuesState(base);
      setErrors({});
    },
    [initial],
  );

  const inputProps = (name: FieldName<V>) => ({
    name,
    value: values[name] == null ? '' : String(values[name]),
    onChange: (event: ChangeEvent<FieldElement>) =>
      setValue(name, event.target.value as V[typeof name]),
    onBlur: () => void validateField(name),
    'aria-invalid': Boolean(errors[name]),
  });

  return {
    values,
    errors,
    validating: running > 0,
    setValue,
    setValues,
    setError,
    validateField,
    validate,
    reset,
    inputProps,
  };
}
