// A signature drawn with a finger, pen or mouse (pointer events), given as a PNG data URL; or, for
// those who cannot draw (keyboard, screen reader), a typed full name instead.
import { Box, Button, Field, Flex, Input } from '@chakra-ui/react';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function SignaturePad({ onChange }: { onChange: (signature: string) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typed, setTyped] = useState('');

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
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    onChange(typed.trim());
  };

  return (
    <Box>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-label={t('knowledgeBase.acknowledge.signatureArea')}
        data-testid="signature-pad"
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
      <Flex gap="2" mt="2" align="end" wrap="wrap">
        <Button size="sm" variant="outline" onClick={clear}>
          {t('knowledgeBase.acknowledge.clear')}
        </Button>
        <Field.Root flex="1" minW="48">
          <Field.Label fontSize="sm">{t('knowledgeBase.acknowledge.typedName')}</Field.Label>
          <Input
            size="sm"
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              onChange(e.currentTarget.value.trim());
            }}
          />
        </Field.Root>
      </Flex>
    </Box>
  );
}
