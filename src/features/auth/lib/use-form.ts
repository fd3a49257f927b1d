// The little form state the auth pages need: text values by field name, the client-side check
// results, and a submit helper that runs the checks and focuses the first field that failed. No
// form library: the sign-in page has to stay light.
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ValidationKey } from './validation';

export function useForm<F extends string>(initial: Record<F, string>, onEdit?: () => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, ValidationKey>>>({});

  const field = useCallback(
    (name: F) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.currentTarget.value;
        setValues((prev) => ({ ...prev, [name]: value }));
        // A corrected field drops its message; the others keep theirs until the next submit.
        setErrors((prev) => {
          if (!prev[name]) return prev;
          const next = { ...prev };
          delete next[name];
          return next;
        });
        onEdit?.();
      },
    }),
    [values, onEdit],
  );

  /** Runs `check`; when every field passes, calls `send` with the values. */
  const submit = useCallback(
    (
      check: (values: Record<F, string>) => Partial<Record<F, ValidationKey>>,
      send: (values: Record<F, string>) => void,
    ) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const failed = check(values);
        setErrors(failed);
        const first = Object.keys(initial).find((name) => failed[name as F]);
        if (first) {
          const element = event.currentTarget.elements.namedItem(first);
          if (element instanceof HTMLElement) element.focus();
          return;
        }
        send(values);
      },
    [values, initial],
  );

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, field, submit, reset };
}
