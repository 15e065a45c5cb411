import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { hasFailure, noFailure, refusalFailure, schemaFailure, sendFailure, type FormFailure, type Refusal } from './form-errors';

/** Focuses an element in the middle of the screen, where the sticky header cannot cover it. */
function focusInView(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

/** A ref that focuses its element as it appears; one function, so React calls it once per element. */
const focusOnMount = (element: HTMLElement | null) => focusInView(element);

export interface FormOptions<TValues extends object, TBody, TAnswer> {
  initial: TValues;
  /** The contract's schema: the form checks with the server's own rules before sending, and sends what it outputs. */
  schema: v.GenericSchema<unknown, TBody>;
  /** The body checked and sent for these values (extra fields such as the property, numbers from typed text). */
  toBody?: (values: TValues) => unknown;
  /** A catalogued rule of the server the form repeats to answer at once (a rental's own terms). */
  check?: (body: TBody) => Refusal | null;
  send: (body: TBody) => Promise<TAnswer>;
  /** Lists the answer changes (the sender's requests, the building's reviews). */
  invalidates?: readonly QueryKey[];
  onSuccess?: (answer: TAnswer) => void;
  /** Empty the fields once sent (a password, a name typed in a dialog). */
  clearOnSuccess?: boolean;
}

/**
 * The one hook of every form that is not a flow: values, the contract's check, the send, and where a
 * failure shows (src/lib/form-errors.ts maps the server's issues and refusals to fields). After a
 * failed attempt the focus goes to the first field to fix, or to the form's message; once sent, to
 * the confirmation. After the first attempt each change is checked again, so a fixed field clears.
 */
export function useForm<TValues extends object, TBody, TAnswer>(options: FormOptions<TValues, TBody, TAnswer>) {
  type Field = keyof TValues & string;
  const { initial, schema, toBody = (values: TValues) => values, check, send, invalidates = [], onSuccess, clearOnSuccess = false } = options;
  const fields = Object.keys(initial) as Field[];
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<FormFailure<Field>>(noFailure);
  const [attempted, setAttempted] = useState(false);
  // Bumped when a failure is shown, so the focus moves after the render that shows it.
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: send,
    // The form shows its own failures, so the app does not toast them too.
    meta: { handlesErrors: true },
    onSuccess: (answer) => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      if (clearOnSuccess) {
        setValues(initial);
        setAttempted(false);
      }
      onSuccess?.(answer);
    },
    onError: (error) => {
      setFailure(sendFailure(error, fields));
      setFailedAttempts((count) => count + 1);
    },
  });

  useEffect(() => {
    if (!failedAttempts) return;
    const form = formRef.current;
    focusInView(form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-alert]'));
  }, [failedAttempts]);

  /** The browser's check: the schema first, then the repeated rule; the parsed body when both pass. */
  const checked = (next: TValues): { failure: FormFailure<Field>; body?: TBody } => {
    const body = toBody(next);
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) return { failure: schemaFailure(schema, body, fields) };
    const refusal = check?.(parsed.output);
    return refusal ? { failure: refusalFailure(refusal, fields) } : { failure: noFailure, body: parsed.output };
  };

  const change = (patch: Partial<TValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (attempted) setFailure(checked(next).failure);
  };
  const set =
    <K extends keyof TValues>(key: K) =>
    (value: TValues[K]) =>
      change({ [key]: value } as unknown as Partial<TValues>);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setAttempted(true);
    const result = checked(values);
    setFailure(result.failure);
    if (hasFailure(result.failure) || result.body === undefined) setFailedAttempts((count) => count + 1);
    else mutation.mutate(result.body);
  };

  /** Back to the first values, nothing sent (a dialog closed after its confirmation). */
  const reset = () => {
    setValues(initial);
    setFailure(noFailure);
    setAttempted(false);
    mutation.reset();
  };

  return {
    values,
    set,
    change,
    /** Messages at the fields, as i18n keys for `TextField`'s `error`. */
    errors: failure.fields,
    /** The message about the whole form (a refusal with no field, a failed connection), for `FormMessage`. */
    alert: failure.form,
    submit,
    busy: mutation.isPending,
    answer: mutation.data,
    sent: mutation.isSuccess,
    reset,
    formRef,
    /** For the confirmation that replaces the form: it takes the focus the vanished button had. */
    confirmationRef: focusOnMount,
  };
}
