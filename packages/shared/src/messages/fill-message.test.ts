import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.ts';

describe('fillMessage', () => {
  it('puts each value in its placeholder and leaves unknown ones as written', () => {
    expect(fillMessage('About {name}, {missing}', { name: 'Sarah' })).toBe('About Sarah, {missing}');
  });

  it('ends a sentence with one full stop when the value brings its own', () => {
    expect(fillMessage('Emails from {sender}.', { sender: 'Maple Mortgage Group Inc.' })).toBe('Emails from Maple Mortgage Group Inc.');
    expect(fillMessage('Emails from {sender}.', { sender: 'Maple Mortgage' })).toBe('Emails from Maple Mortgage.');
    expect(fillMessage('{sender} will email you.', { sender: 'Maple Inc.' })).toBe('Maple Inc. will email you.');
  });
});
