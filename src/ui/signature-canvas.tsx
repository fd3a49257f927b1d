// A signature drawn with a finger, pen or mouse on a canvas (pointer events, so touch and pen work
// alike, and the page does not scroll while drawing). The canvas is the caller's, through
// canvasRef, to export (toBlob, toDataURL) or clear; onStrokeEnd says a stroke has been drawn.
import { useRef, type PointerEvent, type RefObject } from 'react';

export function SignatureCanvas({
  label,
  canvasRef,
  onStrokeEnd,
  testId,
}: {
  label: string;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onStrokeEnd?: (canvas: HTMLCanvasElement) => void;
  testId?: string;
}) {
  const drawing = useRef(false);

  /** The pointer's position in the canvas's own pixels (it is drawn smaller than it is). */
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / rect.width;
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1a202c';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onStrokeEnd?.(event.currentTarget);
  };

  return (
    <canvas
      ref={canvasRef}
      width={600}
      height={200}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{
        width: '100%',
        maxWidth: 600,
        height: 'auto',
        aspectRatio: '3 / 1',
        border: '1px dashed #a0aec0',
        borderRadius: 6,
        touchAction: 'none',
        background: 'white',
      }}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerLeave={end}
    />
  );
}

/** Wipes what was drawn. */
export function clearSignature(canvas: HTMLCanvasElement | null): void {
  canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
}
