// Footage as elements: canvases the three.js scenes (footage.ts) are drawn into during layout,
// before the renderer takes its picture.
import { useLayoutEffect, useRef } from "react";
import { drawShot, drawStrip, type GameShot, type Shot } from "./footage";

export function Footage({ shot, width, height }: { shot: Shot; width: number; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify(shot);
  useLayoutEffect(() => {
    if (canvas.current) drawShot(canvas.current, JSON.parse(key) as Shot, width, height);
  }, [key, width, height]);
  return <canvas ref={canvas} className="footage" style={{ width, height }} aria-hidden />;
}

/** A row of thumbnails, one canvas: the editor's scene strip. */
export function FootageStrip({
  shots,
  cellWidth,
  height,
  gap,
}: {
  shots: readonly GameShot[];
  cellWidth: number;
  height: number;
  gap: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify(shots);
  const width = shots.length * cellWidth + (shots.length - 1) * gap;
  useLayoutEffect(() => {
    if (canvas.current) drawStrip(canvas.current, JSON.parse(key) as GameShot[], cellWidth, height, gap);
  }, [key, cellWidth, height, gap]);
  return <canvas ref={canvas} className="footage" style={{ width, height }} aria-hidden />;
}
