/**
 * Refusals of the contact form's send step, before anything leaves the browser. The first three are the
 * spec's wording; the spec leaves the form-not-found text open.
 */
export const sendRefusals = {
  userId: 'The user ID is required.',
  serviceId: 'The service ID is required.',
  templateId: 'The template ID is required.',
  form: 'The contact form could not be found on the page, so nothing was sent.',
} as const;
