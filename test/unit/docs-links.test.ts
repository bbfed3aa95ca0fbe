// Every relative link of README.md and the docs (docs/*.md, docs/benchmarks/*.md) names a
// file that exists, and every anchor names a heading of its target, as GitHub makes the
// anchor from the heading's text. A page moved or a heading renamed fails here rather
// than in a reader's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = join(root, 'docs');
const pages = [
  join(root, 'README.md'),
  ...readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docs, name)),
  ...readdirSync(join(docs, 'benchmarks'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docs, 'benchmarks', name)),
];

/** The text of a page outside its fenced code blocks, where a link is not a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchors of a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Inline links [text](target) of a page, without external ones. */
function relativeLinks(file: string): string[] {
  const text = prose(readFileSync(file, 'utf8')).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe.each(pages.map((file) => [relative(root, file), file]))('%s', (_name, file) => {
  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const target of relativeLinks(file)) {
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const destination = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (!existsSync(destination)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor !== undefined && destination.endsWith('.md') && !anchorsOf(destination).has(decodeURIComponent(anchor))) {
        broken.push(`${target}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});

it('sees the links it checks', () => {
  const index = join(docs, 'benchmarks.md');
  expect(relativeLinks(index)).toContain('benchmarks/ingest.md');
  expect(anchorsOf(join(docs, 'benchmarks', 'ingest.md'))).toContain('with-the-transparency-logs-sequencer');
});
