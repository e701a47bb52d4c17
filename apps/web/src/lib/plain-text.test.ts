import { describe, expect, it } from 'vitest';
import { clipText, toParagraphs } from './plain-text';

describe('toParagraphs', () => {
  it('splits at blank lines and keeps single line breaks inside a paragraph', () => {
    expect(toParagraphs('One\n\nTwo\nstill two\n\n\nThree')).toEqual(['One', 'Two\nstill two', 'Three']);
  });

  it('handles Windows line ends, whitespace-only lines and empty input', () => {
    expect(toParagraphs('A\r\n \r\nB')).toEqual(['A', 'B']);
    expect(toParagraphs('  \n\n ')).toEqual([]);
    expect(toParagraphs(null)).toEqual([]);
  });

  it('keeps markup as text (rendering escapes it)', () => {
    expect(toParagraphs('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
});

describe('clipText', () => {
  it('returns short text unchanged, with whitespace collapsed', () => {
    expect(clipText('  Fixed rates\n\ngive certainty. ', 80)).toBe('Fixed rates give certainty.');
  });

  it('cuts at a word boundary and adds ...', () => {
    const clipped = clipText('Variable rates move with prime and have historically cost less over time', 30);
    expect(clipped).toBe('Variable rates move with...');
    expect(clipped.length).toBeLessThanOrEqual(33);
  });

  it('cuts inside a very long word rather than returning almost nothing', () => {
    expect(clipText('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}...`);
  });

  it('gives an empty string for missing text', () => {
    expect(clipText(undefined, 10)).toBe('');
  });
});
