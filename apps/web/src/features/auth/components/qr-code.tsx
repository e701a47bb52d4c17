import { useMemo } from 'react';
import encodeQR from 'qr';

/**
 * A QR code drawn as SVG in the browser from the `otpauth://` address (the `qr` package, no outside
 * image service: the key never leaves our page). One path of dark runs per row keeps the markup
 * small; the four-module light border is the quiet zone scanners need.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const modules = encodeQR(value, 'raw', { ecc: 'medium', border: 4 });
    let d = '';
    modules.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        if (!row[x]) continue;
        const start = x;
        while (x + 1 < row.length && row[x + 1]) x++;
        d += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
      }
    });
    return { size: modules.length, path: d };
  }, [value]);

  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
