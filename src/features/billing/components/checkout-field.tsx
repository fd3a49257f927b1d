// A labelled input of the checkout form with its message under it (Chakra v3 Field).
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function CheckoutField({
  label,
  invalid,
  error,
  children,
}: {
  label: string;
  invalid: boolean | undefined;
  error: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(invalid)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
