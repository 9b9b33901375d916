/**
 * Document import benchmark: time from bytes to text for each format, as the import worker
 * does it (`extractText`, with the real lazy loading of pdf.js, mammoth and JSZip).
 *
 *   npx tsx scripts/bench/document-import.bench.ts
 *
 * Measures the median of 7 warm runs (after 2 warm-up runs) for one committed fixture per
 * format, and for a ~9 MB PDF and a ~9 MB DOCX. The large ones are made once with
 * LibreOffice (`soffice`) from generated text plus two incompressible images, and cached in
 * `.bench/` (git-ignored); without LibreOffice they are skipped, and the table says so.
 * Node runs the same code as the browser worker, minus the worker message hop.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText } from '@/features/document-import/model/extract-text';
import { png } from '../fixtures/png';
import { createRandom, timeRunsAsync } from './stats';

export interface DocumentImportBenchResult {
  file: string;
  format: string;
  bytes: number;
  /** Characters of text extracted, or the error kind. */
  outcome: string;
  medianMs: number;
  minMs: number;
}

const FIXTURES = join(process.cwd(), 'tests/fixtures/documents');
const CACHE = join(process.cwd(), '.bench/document-import');
const RUNS = 7;
const WARMUP = 2;

const FORMAT_FIXTURES = [
  'en.utf8.txt',
  'pl.cp1250.txt',
  'en.md',
  'pl.html',
  'en.docx',
  'en.doc',
  'en.odt',
  'spreadsheet.ods',
  'slides.odp',
  'pl.pages',
  'en.pages09.pages',
  'en.pdf',
  'ja.pdf',
  'bomb.odt',
  'bomb-lying.docx',
];

async function measure(file: string, bytes: Uint8Array): Promise<DocumentImportBenchResult> {
  const { samples, medianMs, value: result } = await timeRunsAsync(() => extractText(bytes, file), { warmups: WARMUP, runs: RUNS });
  return {
    file,
    format: file.slice(file.lastIndexOf('.') + 1),
    bytes: bytes.length,
    outcome: 'text' in result ? `${result.text.length} chars` : result.error,
    medianMs,
    minMs: Math.min(...samples),
  };
}

function hasSoffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * A flat ODT of ~100 pages of text (the English, Polish and Japanese sources repeated) and
 * two 1240 × 1240 noise images, which neither zip nor lossless PDF compression can shrink:
 * that brings both the DOCX and the PDF to about 9 MB while keeping LibreOffice fast.
 */
function largeFodt(): string {
  const source = ['en', 'pl', 'ja'].map((l) => readFileSync(join(FIXTURES, 'source', `${l}.txt`), 'utf8'));
  const paragraphs = source.flatMap((t) => t.split(/\n\s*\n/)).map((p) => p.trim());
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body: string[] = [];
  // Seeded, so the noise images (and so the file sizes) are the same on every machine.
  const next = createRandom(42);
  const image = () => Buffer.from(png(1240, 1240, () => [Math.floor(next() * 256), Math.floor(next() * 256), Math.floor(next() * 256)])).toString('base64');
  for (let i = 0; i < 300; i++) {
    body.push(`<text:p>${escape(paragraphs[i % paragraphs.length] ?? '')}</text:p>`);
    if (i === 100 || i === 200) {
      body.push(`<text:p><draw:frame svg:width="15cm" svg:height="15cm" text:anchor-type="as-char"><draw:image><office:binary-data>${image()}</office:binary-data></draw:image></draw:frame></text:p>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:body><office:text>${body.join('\n')}</office:text></office:body></office:document>
`;
}

/** The ~9 MB DOCX and PDF, made once and cached; `undefined` without LibreOffice. */
function largeDocuments(): { docx: string; pdf: string } | undefined {
  const docx = join(CACHE, 'large.docx');
  const pdf = join(CACHE, 'large.pdf');
  if (existsSync(docx) && existsSync(pdf)) return { docx, pdf };
  if (!hasSoffice()) return undefined;
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, 'large.fodt'), largeFodt());
  const profile = `-env:UserInstallation=file://${join(CACHE, 'lo-profile')}`;
  const convert = (target: string) => execFileSync('soffice', [profile, '--headless', '--norestore', '--convert-to', target, '--outdir', CACHE, join(CACHE, 'large.fodt')], { stdio: 'ignore', timeout: 600_000 });
  convert('docx');
  // Lossless images at full resolution, so the PDF keeps the noise images' size.
  convert('pdf:writer_pdf_Export:{"UseLosslessCompression":{"type":"boolean","value":"true"},"ReduceImageResolution":{"type":"boolean","value":"false"}}');
  return { docx, pdf };
}

function printTable(results: readonly DocumentImportBenchResult[]): void {
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.file,
        { 'size (KB)': (r.bytes / 1024).toFixed(1), outcome: r.outcome, median: `${r.medianMs.toFixed(1)} ms`, min: `${r.minMs.toFixed(1)} ms` },
      ]),
    ),
  );
}

/** Runs the benchmark, prints a table and returns the results. */
export async function run(): Promise<DocumentImportBenchResult[]> {
  console.log(`Node ${process.version}, median of ${RUNS} warm runs`);
  const results: DocumentImportBenchResult[] = [];
  for (const file of FORMAT_FIXTURES) results.push(await measure(file, new Uint8Array(readFileSync(join(FIXTURES, file)))));
  const large = largeDocuments();
  if (large) {
    for (const path of [large.docx, large.pdf]) {
      const bytes = new Uint8Array(readFileSync(path));
      const result = await measure(path.slice(path.lastIndexOf('/') + 1), bytes);
      results.push({ ...result, file: `${result.file} (${(statSync(path).size / 1024 / 1024).toFixed(1)} MB)` });
    }
  } else {
    console.log('soffice not found: skipped the ~9 MB PDF and DOCX (install LibreOffice to include them).');
  }
  printTable(results);
  return results;
}

if (/document-import\.bench\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
