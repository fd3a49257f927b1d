// A signature item: drawn on the shared signature canvas, saved as a PNG when the user says so.
import { Box, Button, HStack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSignature, SignatureCanvas } from '../../../ui/signature-canvas';
import { canvasBlob } from '../lib/compress-image';

export function SignaturePad({ label, onSave }: { label: string; onSave: (png: Blob) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(false);

  return (
    <Box>
      <SignatureCanvas label={label} canvasRef={canvas} onStrokeEnd={() => (drawn.current = true)} />
      <HStack mt="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            clearSignature(canvas.current);
            drawn.current = false;
          }}
        >
          {t('checklists.fill.clearSignature')}
        </Button>
        <Button
          size="sm"
          onClick={async () => {
            if (drawn.current && canvas.current) onSave(await canvasBlob(canvas.current, 'image/png'));
          }}
        >
          {t('checklists.fill.saveSignature')}
        </Button>
      </HStack>
    </Box>
  );
}
