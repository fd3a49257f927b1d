// The AI writing dialog (spec knowledge base §2): the author describes what to write, Generate asks
// company/api/openai-proxy/ (the button shows "Generating..." and is disabled meanwhile), the answer
// is previewed (cleaned like any HTML), and Insert places it in the document. A failure shows its
// text in the preview (§8: the provider's type and message, or "Failed to communicate with the ChatGPT API").
import { Box, Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiWritingError, writeWithAi } from '../api/ai-writing';
import { htmlToSlate } from './html-to-slate';
import { slateToHtml } from './slate-to-html';

interface AiDialogProps {
  open: boolean;
  onClose: () => void;
  onInsert: (html: string) => void;
}

export function AiDialog({ open, onClose, onInsert }: AiDialogProps) {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);

  const generate = async () => {
    setBusy(true);
    setPreview(null);
    try {
      setPreview({ html: slateToHtml(htmlToSlate(await writeWithAi(prompt))) });
    } catch (error) {
      const notConfigured = error instanceof AiWritingError && error.notConfigured;
      setPreview({
        error: notConfigured
          ? t('knowledgeBase.ai.notConfigured')
          : error instanceof Error
            ? error.message
            : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('knowledgeBase.ai.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{t('knowledgeBase.ai.prompt')}</Field.Label>
                  <Textarea value={prompt} rows={4} onChange={(e) => setPrompt(e.currentTarget.value)} />
                </Field.Root>
                <Box aria-live="polite">
                  {preview && 'error' in preview && (
                    <Text role="alert" color="fg.error">
                      {preview.error}
                    </Text>
                  )}
                  {preview && 'html' in preview && (
                    <Box
                      className="kb-article-body"
                      borderWidth="1px"
                      borderRadius="md"
                      p="3"
                      maxH="320px"
                      overflowY="auto"
                      aria-label={t('knowledgeBase.ai.preview')}
                      dangerouslySetInnerHTML={{ __html: preview.html }}
                    />
                  )}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button onClick={() => void generate()} disabled={busy || !prompt.trim()}>
                {busy ? t('knowledgeBase.ai.generating') : t('knowledgeBase.ai.generate')}
              </Button>
              <Button
                colorPalette="blue"
                disabled={!preview || !('html' in preview) || !preview.html}
                onClick={() => {
                  if (preview && 'html' in preview) onInsert(preview.html);
                  setPreview(null);
                  setPrompt('');
                  onClose();
                }}
              >
                {t('knowledgeBase.ai.insert')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
