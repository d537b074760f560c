// kubernetes-models 5 exports its modules under the "import" condition only, which Jest's CommonJS resolution
// never asks for: resolve those packages as an ES import would (jest.config.ts compiles them to CommonJS).
const importOnly = /^@?kubernetes-models(\/|$)/;

module.exports = (request, options) =>
  options.defaultResolver(request, importOnly.test(request) ? { ...options, conditions: ['import', 'node', 'default'] } : options);
