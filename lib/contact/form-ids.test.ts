import { contactFormIds } from './form-ids';

describe('contactFormIds', () => {
  it('returns the three ids when all are set, without a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(contactFormIds({ serviceId: 's_1', templateId: 't_1', publicKey: 'k_1' })).toEqual({
      serviceId: 's_1',
      templateId: 't_1',
      publicKey: 'k_1',
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('returns null when one is missing and warns once, naming the missing variables', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(contactFormIds({ serviceId: 's_1', templateId: null, publicKey: null })).toBeNull();
    expect(contactFormIds({ serviceId: null, templateId: null, publicKey: null })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY not set/);
    expect(warn.mock.calls[0]?.[0]).not.toMatch(/SERVICE_ID/);
    warn.mockRestore();
  });
});
