import { fitSerpLine, measureArialWidth, serpLimits } from './serp-lengths';

describe('measureArialWidth', () => {
  it('uses Arial (Helvetica) advance widths', () => {
    // "Hi" = H 722 + i 222 units; at 20 px → 18.88 px.
    expect(measureArialWidth('Hi', '20px Arial')).toBeCloseTo(18.88, 2);
    // Accented letters take their base letter's width; combining marks none.
    expect(measureArialWidth('é', '14px Arial')).toBeCloseTo(measureArialWidth('e', '14px Arial'), 5);
    expect(measureArialWidth('e\u0301', '14px Arial')).toBeCloseTo(measureArialWidth('e', '14px Arial'), 5);
    // Japanese is full width: one em per character.
    expect(measureArialWidth('日本語', '20px Arial')).toBe(60);
    expect(measureArialWidth('Привет', '20px Arial')).toBeGreaterThan(measureArialWidth('Hallo', '20px Arial'));
  });
});

describe('fitSerpLine', () => {
  it('keeps a short title whole', () => {
    const fit = fitSerpLine('Free Word Counter – Count Words Online', serpLimits.title);
    expect(fit.fits).toBe(true);
    expect(fit.visible).toBe('Free Word Counter – Count Words Online');
    expect(fit.characters).toBe(38);
  });

  it('cuts a long title at a word end and adds an ellipsis', () => {
    const title = 'The Complete Beginner’s Guide to Writing Meta Descriptions That Actually Get Clicks in 2026';
    const fit = fitSerpLine(title, serpLimits.title);
    expect(fit.fits).toBe(false);
    expect(fit.pixels).toBeGreaterThan(600);
    expect(fit.visible.endsWith(' …')).toBe(true);
    expect(title.startsWith(fit.visible.slice(0, -2))).toBe(true);
    expect(title[fit.cutAt]).toBe(' ');
    expect(measureArialWidth(fit.visible, '20px Arial')).toBeLessThanOrEqual(600);
  });

  it('collapses white space as HTML does and cuts Polish and Greek text', () => {
    expect(fitSerpLine('  Zażółć   gęślą\njaźń  ', serpLimits.title)).toMatchObject({ characters: 17, fits: true, visible: 'Zażółć gęślą jaźń' });
    const greek = 'Η Οικουμενική Διακήρυξη για τα Ανθρώπινα Δικαιώματα είναι ένα ιστορικό έγγραφο που υιοθετήθηκε';
    const fit = fitSerpLine(greek, serpLimits.title);
    expect(fit.fits).toBe(false);
    expect(greek.slice(0, fit.cutAt).trim().split(' ').length).toBeGreaterThan(3);
  });

  it('cuts a word without spaces mid-word', () => {
    const fit = fitSerpLine('日本語'.repeat(20), serpLimits.title);
    expect(fit.fits).toBe(false);
    expect(fit.cutAt).toBe(29); // 29 em of 20 px = 580 px, and " …" (0.834 em) still fits in 600
  });

  it('uses a given measure', () => {
    const fit = fitSerpLine('abc', { pixels: 25, font: '10px X', characters: 3 }, (text) => text.length * 10);
    expect(fit).toMatchObject({ pixels: 30, fits: false });
  });
});
