// A real QR code (the `qrcode` package, error correction M), encoded when the screen is drawn:
// every module drawn, so the pass scans off the picture as it would at the door.
import QRCode from "qrcode";

export function QrCode({ value, size }: { value: string; size: number }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const quiet = 2;
  const path: string[] = [];
  for (let y = 0; y < count; y++) for (let x = 0; x < count; x++) if (modules.get(y, x)) path.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
  return (
    <svg viewBox={`0 0 ${count + 2 * quiet} ${count + 2 * quiet}`} width={size} height={size} shapeRendering="crispEdges" aria-hidden>
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path.join("")} fill="#0d0510" />
    </svg>
  );
}
