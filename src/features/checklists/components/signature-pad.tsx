// A signature drawn with a finger, pen or mouse on a canvas (pointer events), saved as a PNG.
import { Box, Button, HStack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canvasBlob } from '../lib/compress-image';

export function SignaturePad({ label, onSave }: { label: string; onSave: (png: Blob) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const c = event.currentTarget;
    return [
      ((event.clientX - rect.left) * c.width) / rect.width,
      ((event.clientY - rect.top) * c.height) / rect.height,
    ] as const;
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d')!;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(...point(event));
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d')!;
    ctx.lineTo(...point(event));
    ctx.stroke();
    drawn.current = true;
  };
  const clear = () => {
    const c = canvas.current!;
    c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
    drawn.current = false;
  };

  return (
    <Box>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        aria-label={label}
        role="img"
        style={{
          width: '100%',
          maxWidth: '28rem',
          height: 'auto',
          border: '1px solid #ccc',
          borderRadius: 6,
          background: 'white',
          touchAction: 'none',
        }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={() => (drawing.current = false)}
      />
      <HStack mt="2">
        <Button size="sm" variant="outline" onClick={clear}>
          {t('checklists.fill.clearSignature')}
        </Button>
        <Button
          size="sm"
          onClick={async () => {
            if (drawn.current) onSave(await canvasBlob(canvas.current!, 'image/png'));
          }}
        >
          {t('checklists.fill.saveSignature')}
        </Button>
      </HStack>
    </Box>
  );
}
