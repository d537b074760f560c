/** @jest-environment node */
import { samplerChoice } from './tracing';

it('reads the standard sampler variables: every trace by default, a ratio when asked, parent-based unless told', () => {
  expect(samplerChoice({})).toEqual({ root: 'on', parentBased: true });
  expect(samplerChoice({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' })).toEqual({
    root: 0.1,
    parentBased: true,
  });
  expect(samplerChoice({ OTEL_TRACES_SAMPLER: 'traceidratio' })).toEqual({ root: 1, parentBased: false });
  expect(samplerChoice({ OTEL_TRACES_SAMPLER: 'always_off' })).toEqual({ root: 'off', parentBased: false });
});

it('names the variable when a value cannot be used', () => {
  expect(() => samplerChoice({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/^OTEL_TRACES_SAMPLER: must be one of/);
  expect(() => samplerChoice({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '10%' })).toThrow(
    /^OTEL_TRACES_SAMPLER_ARG: must be a ratio from 0 to 1, got "10%"/,
  );
});
