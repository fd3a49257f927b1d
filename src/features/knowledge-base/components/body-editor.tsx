// The article body field: the Slate editor as a lazy chunk (with Slate; mammoth and SheetJS load
// later still, on a dropped file), a box of the editor's height while it loads, and the fallback
// editor (§2: "if the rich editor starts read-only while it should be editable, a fallback editor is
// used"): when the editor's code cannot load (e.g. offline before it was cached), the HTML can still
// be edited in a plain text area, so the author is never locked out of the body.
import { Box, Field, Skeleton, Textarea } from '@chakra-ui/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from '../editor/rich-text-editor';

const loadEditor = () => import('../editor/rich-text-editor');
const RichTextEditor = lazy(loadEditor);

/** Starts loading the editor's code early (e.g. when the form opens), so typing can start at once. */
export const preloadEditor = () => void loadEditor().catch(() => {});

class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function BodyEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  const fallback = (
    <Field.Root>
      <Field.HelperText>{t('knowledgeBase.editor.fallback')}</Field.HelperText>
      <Textarea
        aria-label={props.label}
        defaultValue={props.initialHtml}
        minH="400px"
        h="500px"
        fontFamily="mono"
        onChange={(e) => props.onChange(e.currentTarget.value)}
        onBlur={props.onBlur}
      />
    </Field.Root>
  );
  return (
    <EditorBoundary fallback={fallback}>
      <Suspense
        fallback={
          <Box role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="500px" borderRadius="md" />
          </Box>
        }
      >
        <RichTextEditor {...props} />
      </Suspense>
    </EditorBoundary>
  );
}
