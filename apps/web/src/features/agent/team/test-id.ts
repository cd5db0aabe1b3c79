import type { FieldInputProps } from '@/shared/ui/form-field';

/** A test id for the input of a form field (hyphenated keys are not input props in TS). */
export const inputTestId = (id: string): FieldInputProps =>
  ({ 'data-testid': id }) as FieldInputProps;
