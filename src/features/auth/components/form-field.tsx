// A labelled form control with its error under it (Chakra v3 Field). The error is already
// translated by the form.
import type { ReactNode } from 'react';
import { Field, Flex, Text } from '@chakra-ui/react';

export function FormField({
  label,
  error,
  helper,
  optional,
  labelEnd,
  children,
}: {
  label: string;
  error?: string | undefined;
  helper?: string;
  /** Text shown after the label of a field that may stay empty, e.g. "(optional)". */
  optional?: string;
  /** Something at the end of the label row, e.g. a "Forgot password?" link; kept outside the label
   * so it is not read as part of the field's name. */
  labelEnd?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Flex width="full" justify="space-between" align="baseline" gap="2">
        <Field.Label>
          {label}
          {optional && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {optional}
            </Text>
          )}
        </Field.Label>
        {labelEnd}
      </Flex>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
