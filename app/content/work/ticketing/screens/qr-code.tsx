// A real QR code, encoded when the screen is drawn (the `qrcode` package, error correction M, as
// the door app reads it): every module drawn, so it scans off the picture.
import QRCode from "qrcode";

export function QrCode({ value, size, className }: { value: string; size: number; className?: string }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const quiet = 2;
  const path: string[] = [];
  for (let y = 0; y < count; y++) for (let x = 0; x < count; x++) if (modules.get(y, x)) path.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${count + 2 * quiet} ${count + 2 * quiet}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path.join("")} fill="#10162b" />
    </svg>
  );
}
