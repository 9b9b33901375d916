import { measureWordTarget, parseStoredWordTarget, parseWordTargetField, validateWordTarget } from './word-target';

describe('parseWordTargetField', () => {
  it.each([
    ['', null],
    ['  250 ', 250],
    ['+300', 300],
    ['２５０', 250],
  ])('reads %j as %j', (input, value) => expect(parseWordTargetField(input)).toEqual({ ok: true, value }));

  it.each(['abc', '0', '-5', '12.5', '1,500', '1 500', '1e3'])('refuses %j', (input) => expect(parseWordTargetField(input)).toEqual({ ok: false, reason: 'notWhole' }));

  it('refuses targets above a million', () => expect(parseWordTargetField('1000001')).toEqual({ ok: false, reason: 'tooLarge' }));
});

describe('measureWordTarget', () => {
  const essay = { min: 250, max: 300 };
  it('says how many words are missing, fit or too many', () => {
    expect(measureWordTarget(200, essay)).toEqual({ status: 'under', gap: 50, share: 200 / 300 });
    expect(measureWordTarget(250, essay)).toEqual({ status: 'within', gap: 0, share: 250 / 300 });
    expect(measureWordTarget(300, essay)).toMatchObject({ status: 'within', share: 1 });
    expect(measureWordTarget(312, essay)).toEqual({ status: 'over', gap: 12, share: 1 });
  });

  it('works with one bound only', () => {
    expect(measureWordTarget(10, { min: 100, max: null })).toEqual({ status: 'under', gap: 90, share: 0.1 });
    expect(measureWordTarget(150, { min: 100, max: null })).toMatchObject({ status: 'within', share: 1 });
    expect(measureWordTarget(0, { min: null, max: 50 })).toMatchObject({ status: 'within', share: 0 });
    expect(measureWordTarget(51, { min: null, max: 50 })).toMatchObject({ status: 'over', gap: 1 });
    expect(measureWordTarget(51, { min: null, max: null })).toBeNull();
  });
});

describe('validation and storage', () => {
  it('refuses a minimum above the maximum', () => {
    expect(validateWordTarget({ min: 300, max: 250 })).toBe('minAboveMax');
    expect(validateWordTarget({ min: 250, max: 250 })).toBeNull();
  });

  it('restores only well-formed targets', () => {
    expect(parseStoredWordTarget('{"min":250,"max":300}')).toEqual({ min: 250, max: 300 });
    expect(parseStoredWordTarget('{"min":-1,"max":"x"}')).toEqual({ min: null, max: null });
    expect(parseStoredWordTarget('{"min":400,"max":300}')).toEqual({ min: null, max: null });
    expect(parseStoredWordTarget('not json')).toEqual({ min: null, max: null });
    expect(parseStoredWordTarget(null)).toEqual({ min: null, max: null });
  });
});
