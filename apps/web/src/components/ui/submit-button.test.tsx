import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is disabled in the server-rendered page, so a click before the app runs cannot send the form as a GET', () => {
    const html = renderToString(
      <SubmitButton busy={false} busyLabel="Signing in...">
        Sign In
      </SubmitButton>,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toContain('Sign In');
  });
});
