test('probe', async () => {
  const m = await import('pdfjs-dist/legacy/build/pdf.mjs');
  expect(typeof m.getDocument).toBe('function');
});
