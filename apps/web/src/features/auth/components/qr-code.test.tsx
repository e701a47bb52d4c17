import { renderToStaticMarkup } from 'react-dom/server';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

const uri = 'otpauth://totp/Maple%20Mortgage:agent%40demo.maple.test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Maple+Mortgage&digits=6&period=30';

/** Paints the SVG's path (runs of `M x y h w v1 h-w z`) into an RGBA bitmap, `scale` pixels a module. */
function paint(markup: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(markup)![1]);
  const d = /<path d="([^"]+)"/.exec(markup)![1]!;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { width, height: width, data };
}

describe('QrCode', () => {
  it('draws, in the page itself, a code a scanner reads back as the otpauth address', () => {
    const markup = renderToStaticMarkup(<QrCode value={uri} label="QR code for your authenticator app" />);
    expect(markup).toMatch(/^<svg role="img" aria-label="QR code for your authenticator app"/);
    expect(markup).not.toMatch(/<image|href=|https?:/);
    expect(decodeQR(paint(markup))).toBe(uri);
  });
});
