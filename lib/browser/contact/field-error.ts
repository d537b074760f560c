import type { ContactFieldName, ContactFormCopy } from '@/content/contact';

type CheckedField = {
  value: string;
  validity: Pick<ValidityState, 'valid' | 'valueMissing' | 'typeMismatch'>;
  validationMessage: string;
};

/**
 * The inline error for one field, from the browser's own constraint checks (required, type=email) plus one of
 * ours: a field holding only spaces counts as empty. Null when the field is fine.
 */
export function fieldError(name: ContactFieldName, field: CheckedField, errors: ContactFormCopy['errors']): string | null {
  if (field.validity.valueMissing || field.value.trim() === '') return errors[name].valueMissing;
  if (name === 'user_email' && field.validity.typeMismatch) return errors.user_email.typeMismatch;
  // Any other browser check the markup may grow (maxlength, pattern) speaks in the browser's own words.
  if (!field.validity.valid) return field.validationMessage;
  return null;
}
