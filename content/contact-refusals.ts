/**
 * Refusals of the contact form's send step, before anything leaves the browser. The user-id message is fixed
 * word for word and the service- and template-id ones follow its pattern; the form-not-found text is our own.
 */
export const sendRefusals = {
  userId: 'The user ID is required.',
  serviceId: 'The service ID is required.',
  templateId: 'The template ID is required.',
  form: 'The contact form could not be found on the page, so nothing was sent.',
} as const;
