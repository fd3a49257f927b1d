// The content-type buttons of the form (§2): Article Text, Video Recording, Embed Files, Decision
// Chart and Embed Video; switching one on hides the other empty ones. Embed Video shows a live
// preview, and only for YouTube, Vimeo, Loom, Wistia or Twitch links (§4); any other link gets none.
// Video Recording uploads one video (through video-upload/{id}/ once the article exists) and Embed
// Files uploads files of any type; while they upload, the form's Save waits (§5). A typed video or
// file link the server would refuse (not http(s) nor a stored file) is marked under its input with
// the server's message as soon as the input is left, and on a save.
import { Box, Button, CloseButton, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type Ref } from 'react';
import { MEDIA_URL_INVALID } from '../../../../contract/knowledge-base-constants';
import { useTranslation } from 'react-i18next';
import { toEmbedUrl } from '../lib/embed-url';
import {
  CONTENT_TYPES,
  invalidMediaUrl,
  showContentType,
  type ArticleFormValues,
  type ContentType,
  type FormProblems,
} from '../lib/article-form';
import { FileUploader } from '../media/file-uploader';
import { fileName, withFileName } from '../media/file-kind';
import { VideoPlayer } from '../media/video-player';
import type { BodyEditorHandle } from '../editor/rich-text-editor';
import { BodyEditor } from './body-editor';
import { DecisionChartField } from './decision-chart';

interface Props {
  values: ArticleFormValues;
  onChange: (patch: Partial<ArticleFormValues>) => void;
  onBlur: () => void;
  /** Changes when the body is replaced from outside (template, reset, server version). */
  editorKey: string;
  bodyError?: boolean;
  /** The article being edited (its video is signed through video-upload/{id}/). */
  articleId?: number;
  /** Whether a section's uploader has files on their way (§5: Save waits for them). */
  onUploadingChange?: (section: 'video' | 'files', uploading: boolean) => void;
  /** The editor's flush, for the form to write the body out (and check it) before saving. */
  bodyHandle?: Ref<BodyEditorHandle>;
  /** The form's problems after a save was tried (the media fields' are shown here). */
  errors?: FormProblems['fields'];
}

export function EmbedPreview({ link }: { link: string }) {
  const { t } = useTranslation();
  if (!link.trim()) return null;
  const player = toEmbedUrl(link);
  if (!player) {
    return (
      <Text role="status" color="fg.error" fontSize="sm">
        {t('knowledgeBase.form.embedUnsupported')}
      </Text>
    );
  }
  return (
    <Box aspectRatio={16 / 9} maxW="720px" width="full">
      <iframe
        src={player}
        title={t('knowledgeBase.form.embedPreview')}
        allowFullScreen
        style={{ width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}

export function ContentSections({
  values,
  onChange,
  onBlur,
  editorKey,
  bodyError,
  articleId,
  onUploadingChange,
  bodyHandle,
  errors,
}: Props) {
  const { t } = useTranslation();
  const shown = values.content_types;
  const section = (type: ContentType) => shown.includes(type);
  // Inputs left at least once: a link being typed is not called wrong before it is finished.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const leave = (input: string) => setLeft((before) => (before.has(input) ? before : new Set(before).add(input)));
  const videoInvalid = invalidMediaUrl(values.video_url) && (left.has('video') || Boolean(errors?.video_url));
  const fileInvalid = (url: string, index: number) =>
    invalidMediaUrl(url) && (left.has(`file-${index}`) || Boolean(errors?.file_urls));

  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('knowledgeBase.form.contentTypes')}>
        {CONTENT_TYPES.map((type) => (
          <Button
            key={type}
            size="sm"
            variant={section(type) ? 'solid' : 'outline'}
            aria-pressed={section(type)}
            onClick={() => onChange({ content_types: showContentType(values, type) })}
          >
            {t(`knowledgeBase.contentTypes.${type}`)}
          </Button>
        ))}
      </Flex>
      {section('text') && (
        <BodyEditor
          key={editorKey}
          label={t('knowledgeBase.contentTypes.text')}
          initialHtml={values.body}
          onChange={(body) => onChange({ body })}
          onBlur={onBlur}
          invalid={bodyError}
          handle={bodyHandle}
        />
      )}
      {section('video') && (
        <Field.Root invalid={videoInvalid}>
          <Field.Label>{t('knowledgeBase.contentTypes.video')}</Field.Label>
          <Stack gap="2" width="full">
            {values.video_url.trim() && !invalidMediaUrl(values.video_url) ? (
              <Stack gap="2" maxW="720px">
                <VideoPlayer key={values.video_url} src={values.video_url} />
                <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange({ video_url: '' })}>
                  {t('kbMedia.removeVideo')}
                </Button>
              </Stack>
            ) : (
              <FileUploader
                mode="video"
                small
                articleId={articleId}
                label={t('kbMedia.uploader.videoLabel')}
                onComplete={([file]) => file && onChange({ video_url: file.url })}
                onUploadingChange={(uploading) => onUploadingChange?.('video', uploading)}
              />
            )}
            <Input
              type="url"
              value={values.video_url}
              placeholder="https://"
              aria-label={t('kbMedia.videoUrl')}
              onChange={(e) => onChange({ video_url: e.currentTarget.value })}
              onBlur={() => leave('video')}
            />
            <Field.ErrorText>{MEDIA_URL_INVALID}</Field.ErrorText>
            <Field.HelperText>{t('knowledgeBase.form.videoHelp')}</Field.HelperText>
          </Stack>
        </Field.Root>
      )}
      {section('files') && (
        <Field.Root>
          <Field.Label>{t('knowledgeBase.contentTypes.files')}</Field.Label>
          <Stack gap="2" width="full">
            <FileUploader
              mode="multi"
              small
              label={t('kbMedia.uploader.filesLabel')}
              // §2 small mode: the new URLs are added to the ones the article has.
              onComplete={(files) =>
                onChange({ file_urls: [...values.file_urls, ...files.map((f) => withFileName(f.url, f.name))] })
              }
              onUploadingChange={(uploading) => onUploadingChange?.('files', uploading)}
            />
            {[...values.file_urls, ''].map((url, index) => (
              <Field.Root key={index} invalid={fileInvalid(url, index)}>
                <Flex gap="2" align="center" width="full">
                  <Input
                    type="url"
                    value={url}
                    placeholder="https://"
                    aria-label={t('knowledgeBase.form.fileUrl', { number: index + 1 })}
                    title={url ? fileName(url) : undefined}
                    onChange={(e) => {
                      const next = [...values.file_urls];
                      next[index] = e.currentTarget.value;
                      onChange({ file_urls: next });
                    }}
                    onBlur={() => leave(`file-${index}`)}
                  />
                  {index < values.file_urls.length && (
                    <CloseButton
                      aria-label={t('knowledgeBase.form.removeFile', { number: index + 1 })}
                      onClick={() => onChange({ file_urls: values.file_urls.filter((_, i) => i !== index) })}
                    />
                  )}
                </Flex>
                <Field.ErrorText>{MEDIA_URL_INVALID}</Field.ErrorText>
              </Field.Root>
            ))}
          </Stack>
        </Field.Root>
      )}
      {section('chart') && (
        <DecisionChartField
          key={editorKey}
          chart={values.decision_chart}
          chartId={values.flow_chart}
          onChange={(decision_chart) => onChange({ decision_chart })}
          onChartId={(flow_chart) => onChange({ flow_chart })}
        />
      )}
      {section('embed') && (
        <Field.Root>
          <Field.Label>{t('knowledgeBase.contentTypes.embed')}</Field.Label>
          <Input
            type="url"
            value={values.embed_video_url}
            placeholder="https://www.youtube.com/watch?v=…"
            onChange={(e) => onChange({ embed_video_url: e.currentTarget.value })}
          />
          <Field.HelperText>{t('knowledgeBase.form.embedHelp')}</Field.HelperText>
          <EmbedPreview link={values.embed_video_url} />
        </Field.Root>
      )}
    </Stack>
  );
}
