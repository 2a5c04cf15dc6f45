// A clone of the repository must explain itself: no tracked file outside docs/adr may cite the product
// documents that live outside it (by file name or by their section numbers); the rules they held are in
// docs/product.md. And every product.md anchor cited anywhere must name a heading of that page.
// The patterns are spelt so that this file does not match them itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/process.mjs';

const OUTSIDE_CITATION = /DESIGN\.md|SPEC\.md|SPEC\s+sections?\b|[(]SPEC\b|[(]DESIGN\b/;
const PRODUCT_ANCHOR = /product\.md#([\w-]+)/g;

/** Text of every tracked file that exists and is not binary, keyed by its repository path. */
function trackedTexts() {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path && existsSync(join(ROOT, path)));
  const texts = new Map();
  for (const path of paths) {
    const text = readFileSync(join(ROOT, path), 'utf8');
    if (!text.includes('\0')) texts.set(path, text);
  }
  return texts;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown) {
  const anchors = new Set();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

const texts = trackedTexts();

describe('citations', () => {
  it('no file outside docs/adr cites a product document the repository does not contain', () => {
    const found = [];
    for (const [path, text] of texts) {
      if (path.startsWith('docs/adr/')) continue;
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE_CITATION.test(line)) found.push(`${path}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('every docs/product.md anchor cited anywhere is a heading of that page', () => {
    const anchors = headingAnchors(texts.get('docs/product.md') ?? '');
    expect(anchors.size).toBeGreaterThan(10);
    const broken = [];
    for (const [path, text] of texts) {
      text.split('\n').forEach((line, i) => {
        for (const [, anchor] of line.matchAll(PRODUCT_ANCHOR)) {
          if (!anchors.has(anchor)) broken.push(`${path}:${i + 1}: #${anchor}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('reads anchors the way GitHub writes them', () => {
    expect([...headingAnchors('# Product rules\n## AI hub\n## Campaign life-cycle\n## AI hub')]).toEqual([
      'product-rules',
      'ai-hub',
      'campaign-life-cycle',
      'ai-hub-1',
    ]);
  });
});
