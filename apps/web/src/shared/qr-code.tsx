import { useEffect, useState } from 'react';

/** A link as a QR code, drawn as SVG on the device (no third-party service). */
export function QrCode({ value, size = 220, testId = 'judge-qr' }: { value: string; size?: number; testId?: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then((qr) =>
      qr.toString(value, { type: 'svg', margin: 1, width: size }).then((markup) => {
        if (!cancelled) setSvg(markup);
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [value, size]);
  return (
    <div
      data-testid={testId}
      data-value={value}
      style={{ width: size, height: size, background: 'white' }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
