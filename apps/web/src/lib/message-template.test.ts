import { describe, expect, it } from 'vitest';
import { fillMessage } from './message-template';

describe('fillMessage', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillMessage('About {name}', { name: 'Sarah Chen' })).toBe('About Sarah Chen');
    expect(fillMessage('Rated {rating} out of 5', { rating: 4 })).toBe('Rated 4 out of 5');
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
