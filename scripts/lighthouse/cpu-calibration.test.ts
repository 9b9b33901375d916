import { calibratedCpuMultiplier, referencePhoneIndex } from './cpu-calibration.mjs';

describe('calibratedCpuMultiplier', () => {
  it('is Lighthouse’s own 4× for a host in the middle of the high-end desktop bracket', () => {
    expect(calibratedCpuMultiplier(1750)).toBe(4);
  });

  it('slows a faster host more and a slower one less, so that both emulate the same phone', () => {
    expect(calibratedCpuMultiplier(4000)).toBe(9.1);
    expect(calibratedCpuMultiplier(1000)).toBe(2.3);
    expect(4000 / calibratedCpuMultiplier(4000)).toBeCloseTo(referencePhoneIndex, -1);
  });

  it('never speeds a host up: a host slower than the phone runs unthrottled', () => {
    expect(calibratedCpuMultiplier(300)).toBe(1);
  });

  it('refuses what is not a BenchmarkIndex', () => {
    expect(() => calibratedCpuMultiplier(0)).toThrow(RangeError);
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(RangeError);
  });
});
