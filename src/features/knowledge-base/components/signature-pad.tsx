// A signature drawn on the shared signature canvas, given as a PNG data URL; or, for those who
// cannot draw (keyboard, screen reader), a typed full name instead.
import { Box, Button, Field, Flex, Input } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSignature, SignatureCanvas } from '../../../ui/signature-canvas';

export function SignaturePad({ onChange }: { onChange: (signature: string) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [typed, setTyped] = useState('');

  return (
    <Box>
      <SignatureCanvas
        label={t('knowledgeBase.acknowledge.signatureArea')}
        testId="signature-pad"
        canvasRef={canvas}
        onStrokeEnd={(drawn) => onChange(drawn.toDataURL('image/png'))}
      />
      <Flex gap="2" mt="2" align="end" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            clearSignature(canvas.current);
            onChange(typed.trim());
          }}
        >
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
