// The repository explains itself (docs/ARCHITECTURE.md, introduction): no file points to a document
// outside it, every section a file cites exists, and ARCHITECTURE names every web feature and
// server module folder (§18, §19).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));
const self = 'docs.test.ts';

/**
 * The files git knows (tracked, or new and not ignored); without git (an exported tree), every file
 * outside the folders .gitignore names.
 */
function listFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
      .split('\0')
      .filter(Boolean);
  } catch {
    const ignored = new Set(['.git', 'node_modules', 'dist', 'data', '.tmp', 'test-results', 'artifacts']);
    const walk = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return ignored.has(entry.name) ? [] : walk(path);
        return entry.isFile() && !entry.name.endsWith('.log') ? [path] : [];
      });
    return walk('');
  }
}

const files = listFiles();

/** A tracked text file's content, or null (binary, or deleted in the work tree). */
function textOf(path: string): string | null {
  let text: string;
  try {
    text = readFileSync(`${root}/${path}`, 'utf8');
  } catch {
    return null;
  }
  return text.includes('\0') ? null : text;
}

const texts = files
  .filter((path) => path !== self && path !== 'package-lock.json')
  .flatMap((path) => {
    const text = textOf(path);
    return text === null ? [] : [{ path, text }];
  });

/** `path:line: text` for every line of every file that matches one of the patterns. */
function linesMatching(patterns: RegExp[], only: (path: string) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const { path, text } of texts) {
    if (!only(path) || !patterns.some((pattern) => pattern.test(text))) continue;
    text.split('\n').forEach((line, index) => {
      if (patterns.some((pattern) => pattern.test(line))) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 140)}`);
    });
  }
  return found;
}

// The team's working documents that live beside the repository, not in it: the design notes, the
// style guide, the two product pages and the folder that holds them. Their content is in
// docs/ARCHITECTURE.md and docs/product/.
const outsidePointers = [
  /\bDESIGN(?:\.md)?(?:['’]s)?\s*§/,
  /\bDESIGN\.md\b/,
  /(?<![\w/])STYLE\.md\b/,
  /\bpublic-area\b/,
  /\bsigned-in-areas\b/,
  /\.\.\/shared(?=[`\s).,;:]|$|\/(?:DESIGN|STYLE|spec|hooks))/,
  /\/work\/shared\b/,
];

/** Section numbers (`## 8. …`) of a Markdown document. */
function sectionsOf(path: string): Set<number> {
  const text = textOf(path) ?? '';
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/** The text of the `## N. <title>` section whose title starts with `title`, up to the next `## `. */
function sectionText(markdown: string, title: string): string {
  const start = markdown.search(new RegExp(`^## \\d+\\. ${title}`, 'm'));
  if (start < 0) return '';
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Folders directly under `dir` that hold a file git knows. */
function foldersUnder(dir: string): string[] {
  const names = files
    .filter((path) => path.startsWith(`${dir}/`))
    .map((path) => path.slice(dir.length + 1).split('/'))
    .filter((parts) => parts.length > 1)
    .map((parts) => parts[0]!)
    // eslint-boundaries.test.ts writes probe folders here for a moment while it runs.
    .filter((name) => !name.startsWith('zz-lint-probe-'));
  return [...new Set(names)].sort();
}

describe('the repository explains itself', () => {
  it('points to no document outside the repository', () => {
    expect(linesMatching(outsidePointers)).toEqual([]);
  });

  it('cites only sections that exist (ARCHITECTURE §N, public-site §N, back-office §N)', () => {
    const documents = {
      ARCHITECTURE: sectionsOf('docs/ARCHITECTURE.md'),
      'public-site': sectionsOf('docs/product/public-site.md'),
      'back-office': sectionsOf('docs/product/back-office.md'),
    };
    expect(documents.ARCHITECTURE.size).toBeGreaterThan(10);
    expect(documents['public-site']).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(documents['back-office']).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const broken: string[] = [];
    for (const { path, text } of texts) {
      for (const match of text.matchAll(/\b(ARCHITECTURE|public-site|back-office)(?:\.md)?\s+§\s?(\d+)(?:\s*[–-]\s*§?(\d+))?/g)) {
        const sections = documents[match[1] as keyof typeof documents];
        const cited = [Number(match[2]), ...(match[3] ? [Number(match[3])] : [])];
        if (cited.some((section) => !sections.has(section))) broken.push(`${path}: ${match[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  const architecture = textOf('docs/ARCHITECTURE.md') ?? '';

  it('names every web feature folder in ARCHITECTURE §18', () => {
    const section = sectionText(architecture, 'Web features');
    const features = foldersUnder('apps/web/src/features');
    expect(features.length).toBeGreaterThan(0);
    expect(features.filter((name) => !section.includes(`\`${name}/\``))).toEqual([]);
  });

  it('names every server module folder in ARCHITECTURE §19', () => {
    const section = sectionText(architecture, 'Server modules');
    const modules = foldersUnder('apps/server/src/modules');
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((name) => !section.includes(`\`${name}/\``))).toEqual([]);
  });
});
