import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { ApiError } from '../../api/client';
import { fieldErrors, hasErrors, serverFieldErrors, type FieldErrors } from '../../machines/form';
import { sentRequestsKey } from './queries/requests.queries';

interface RequestFormOptions<TValues extends object, TBody, TAnswer> {
  initial: TValues;
  /** The contract's schema: the form checks with the server's own rules before sending. */
  schema: v.GenericSchema;
  /** The body sent for these values (extra fields such as the property, or dropping an unset choice). */
  toBody: (values: TValues) => unknown;
  send: (body: TBody) => Promise<TAnswer>;
}

/**
 * The state every contact-style request form shares (interest application, project and foreign
 * requests): values, field errors from the schema or the server, the send, and the confirmation that
 * takes the focus when the form gives way to it, so the focus is not lost with the button.
 */
export function useRequestForm<TValues extends object, TBody, TAnswer>({ initial, schema, toBody, send }: RequestFormOptions<TValues, TBody, TAnswer>) {
  type Field = keyof TValues & string;
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mutation = useMutation({
    mutationFn: send,
    // A signed-in sender sees the request in the personal page's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentRequestsKey }),
    onError: (error) => {
      if (error instanceof ApiError && error.issues.length) setErrors(serverFieldErrors(error.issues));
    },
  });
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (mutation.isSuccess) confirmation.current?.focus();
  }, [mutation.isSuccess]);

  const set =
    <K extends keyof TValues>(key: K) =>
    (value: TValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const found = fieldErrors<Field>(schema, body);
    setErrors(found);
    if (!hasErrors(found)) mutation.mutate(body as TBody);
  };

  return { values, errors, set, submit, mutation, confirmation };
}
