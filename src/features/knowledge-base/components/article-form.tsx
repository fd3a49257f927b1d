// The article form (spec knowledge base §2 Article form, §4 States, §5 Validation): Create Article,
// Edit Article and Edit Draft Article. Every change is kept on the device (autosave, §4) and the
// server's newer version is offered when there is one; the save menu saves by §4's rules (queued in
// the outbox when offline); Cancel and Delete leave for the list or the article. Inside a course
// (CreateArticleModal) nothing navigates: onSaved gets the article.
import { Button, Field, Flex, Heading, Input, SimpleGrid, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { useNavigate } from 'react-router-dom';
import type { Article } from '../../../../contract/knowledge-base';
import {
  ARTICLE_CREATED,
  ARTICLE_TITLE_MAX,
  DELETE_ARTICLE_CONFIRM,
  DELETE_ARTICLE_FAILED,
  FORM_RESET,
} from '../../../../contract/knowledge-base-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages, ValidationApiError } from '../../../api/errors';
import { notify } from '../../../ui/toaster';
import { useTags } from '../api/get-tags';
import {
  ArticleNotSavedError,
  useDeleteArticle,
  useSaveArticle,
  type FormMode,
  type SaveOutcome,
} from '../api/save-article';
import {
  formForAnother,
  hasProblems,
  validateArticle,
  type ArticleFormValues,
  type FormProblems,
} from '../lib/article-form';
import { isKbAdmin } from '../lib/permissions';
import { useAdvancedMode } from '../lib/use-advanced-mode';
import type { BodyEditorHandle } from '../editor/rich-text-editor';
import { newLocalKey } from '../offline/article-autosave';
import { useAutosave } from '../offline/use-autosave';
import { AcknowledgementSection } from './acknowledgement-section';
import { ArticleTypePicker } from './article-type-picker';
import { AssignmentFields } from './assignment-fields';
import { preloadEditor } from './body-editor';
import { CategoryPicker } from './category-picker';
import { ConfirmDialog } from './confirm-dialog';
import { ContentSections } from './content-sections';
import { SaveMenu, type SaveChoice } from './save-menu';
import { TagInput } from './tag-input';
import { TemplatesModal } from './templates-modal';
import { resolveConflict, useRestoredForm, type RestoredForm } from './use-restored-form';

export interface ArticleFormProps {
  mode: FormMode;
  /** Inside a course: no navigation after saving or cancelling (§2 Create Article modal). */
  inCourse?: boolean;
  onSaved?: (article: Article) => void;
  onCancel?: () => void;
}

const articleOf = (mode: FormMode): Article | null =>
  mode.mode === 'edit' ? mode.article : mode.mode === 'draft' ? mode.draft : null;

export function ArticleForm(props: ArticleFormProps) {
  const article = articleOf(props.mode);
  // In a course the modal always starts empty; the page picks up an unsaved new article.
  const restored = useRestoredForm(article, Boolean(props.inCourse));
  useEffect(preloadEditor, []);
  if (!restored) return <Skeleton height="600px" borderRadius="md" aria-label="…" />;
  return <ArticleFormBody key={restored.key} {...props} restored={restored} />;
}

function ArticleFormBody({
  mode,
  inCourse,
  onSaved,
  onCancel,
  restored: opened,
}: ArticleFormProps & { restored: RestoredForm }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const admin = isKbAdmin(me);
  const tags = useTags().data;
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const [advanced, setAdvanced] = useAdvancedMode();
  const [form, setForm] = useState(opened);
  const [values, setValues] = useState<ArticleFormValues>(opened.values);
  const [problems, setProblems] = useState<FormProblems['fields']>({});
  const [editorKey, setEditorKey] = useState(0);
  const bodyHandle = useRef<BodyEditorHandle>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const autosave = useAutosave(form.conflict ? null : form.key);
  // §5: Save waits while a section's uploader has files on their way.
  const [uploads, setUploads] = useState<Record<string, boolean>>({});
  const uploading = Object.values(uploads).some(Boolean);
  const onUploadingChange = useCallback(
    (section: string, active: boolean) =>
      setUploads((all) => (Boolean(all[section]) === active ? all : { ...all, [section]: active })),
    [],
  );
  const article = articleOf(mode);
  const serverUpdatedAt = article?.updated_at ?? null;

  // The latest values, for changes that arrive between renders (the editor's flush on pagehide):
  // the autosave must get them synchronously, before the page goes.
  const latest = useRef(values);
  const change = (patch: Partial<ArticleFormValues>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    autosave.change({ values: next, server_updated_at: serverUpdatedAt });
  };

  const replaceBody = (next: ArticleFormValues) => {
    latest.current = next;
    setValues(next);
    setEditorKey((k) => k + 1);
  };

  const title = t(
    mode.mode === 'create'
      ? 'knowledgeBase.form.createTitle'
      : mode.mode === 'edit'
        ? 'knowledgeBase.form.editTitle'
        : 'knowledgeBase.form.editDraftTitle',
  );

  const leave = (to: string) => {
    if (inCourse) onCancel?.();
    else void navigate(to);
  };

  const afterSave = async (outcome: SaveOutcome, choice: SaveChoice) => {
    await autosave.clear();
    if (outcome.kind === 'queued') {
      notify('info', t('knowledgeBase.form.savedOffline'));
      if (choice !== 'publish-add-another') leave('/knowledgebase/articles');
      return;
    }
    if (mode.mode === 'create' && choice !== 'draft') notify('success', ARTICLE_CREATED);
    else notify('success', t('knowledgeBase.form.saved'));
    if (choice === 'publish-add-another') {
      setForm({ ...form, key: newLocalKey() });
      replaceBody(formForAnother(values));
      notify('info', FORM_RESET);
      return;
    }
    if (inCourse) onSaved?.(outcome.article);
    else void navigate(`/knowledgebase/articles/${outcome.article.id}${outcome.page === 'draft' ? '/draft' : ''}`);
  };

  const submit = (choice: SaveChoice) => {
    // Issue 20: the editor writes its last keys out now, and a body that would lose text the
    // editor shows is never sent (the editor says why).
    const body = bodyHandle.current?.flush();
    if (body === null) {
      notify('error', t('knowledgeBase.editor.bodyNotWritten'));
      return;
    }
    if (body !== undefined && body !== latest.current.body) change({ body });
    const current = latest.current;
    const found = validateArticle(current);
    setProblems(found.fields);
    if (hasProblems(found)) {
      for (const message of found.toasts) notify('error', message);
      return;
    }
    save.mutate(
      {
        target: mode,
        intent: choice === 'publish-add-another' ? 'publish' : choice,
        values: current,
        initial: form.initial,
        autosaveKey: form.key,
      },
      {
        onSuccess: (outcome) => void afterSave(outcome, choice),
        onError: (error) => {
          if (error instanceof ArticleNotSavedError) notify('error', error.message);
          else {
            if (error instanceof ValidationApiError) setProblems(error.fields as FormProblems['fields']);
            for (const message of errorMessages(error)) notify('error', message);
          }
        },
      },
    );
  };

  const cancel = async () => {
    await autosave.clear();
    leave(article && mode.mode === 'edit' ? `/knowledgebase/articles/${article.id}` : '/knowledgebase/articles');
  };

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate onBlur={() => void autosave.flush()}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as={inCourse ? 'h2' : 'h1'} size="2xl">
            {title}
          </Heading>
          <Flex gap="3" align="center" wrap="wrap">
            {mode.mode === 'create' && !inCourse && (
              <Button variant="outline" onClick={() => setTemplatesOpen(true)}>
                {t('knowledgeBase.templates.button')}
              </Button>
            )}
            <Switch.Root checked={advanced} onCheckedChange={(d) => setAdvanced(d.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('knowledgeBase.form.advanced')}</Switch.Label>
            </Switch.Root>
          </Flex>
        </Flex>
        {form.restoredAt && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {t('knowledgeBase.form.restored', { time: formatDateTime(form.restoredAt, i18n.language) })}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={Boolean(problems.title)}>
            <Field.Label>
              {t('knowledgeBase.form.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="title"
              value={values.title}
              maxLength={ARTICLE_TITLE_MAX}
              onChange={(e) => change({ title: e.currentTarget.value })}
            />
            <Field.ErrorText>{problems.title?.join(' ')}</Field.ErrorText>
          </Field.Root>
          <CategoryPicker
            value={values.article_category}
            onChange={(article_category) => change({ article_category })}
            error={problems.article_category?.join(' ')}
            canManage={admin}
          />
        </SimpleGrid>
        {advanced && (
          <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <ArticleTypePicker value={values.type} onChange={(type) => change({ type })} canManage={admin} />
              <TagInput
                tags={values.tags}
                onChange={(next) => change({ tags: next })}
                suggestions={tags?.map((x) => x.name)}
              />
            </SimpleGrid>
            <AssignmentFields values={values} onChange={change} />
          </Stack>
        )}
        <ContentSections
          values={values}
          onChange={change}
          onBlur={() => void autosave.flush()}
          editorKey={`${form.key}:${editorKey}`}
          articleId={article?.id}
          onUploadingChange={onUploadingChange}
          bodyHandle={bodyHandle}
          errors={problems}
        />
        <AcknowledgementSection values={values} onChange={change} errors={problems} />
        <Flex
          justify="space-between"
          gap="3"
          wrap="wrap-reverse"
          position="sticky"
          bottom="0"
          bg="bg"
          py="3"
          borderTopWidth="1px"
          zIndex="1"
        >
          <Flex gap="2">
            <Button variant="outline" onClick={() => void cancel()}>
              {t('common.cancel')}
            </Button>
            {mode.mode !== 'create' && (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
                {t('common.delete')}
              </Button>
            )}
          </Flex>
          <SaveMenu mode={mode.mode} uploading={uploading} submitting={save.isPending} onSave={submit} />
        </Flex>
      </Stack>
      {templatesOpen && (
        <TemplatesModal
          onClose={() => setTemplatesOpen(false)}
          onGenerate={(body, subject) => {
            const next = {
              ...values,
              body,
              title: values.title || subject,
              content_types: values.content_types.includes('text')
                ? values.content_types
                : ['text' as const, ...values.content_types],
            };
            autosave.change({ values: next, server_updated_at: serverUpdatedAt });
            replaceBody(next);
          }}
        />
      )}
      {confirmDelete && article && (
        <ConfirmDialog
          title={t('knowledgeBase.form.deleteTitle')}
          text={DELETE_ARTICLE_CONFIRM}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          danger
          loading={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate(
              { id: article.id, draft: mode.mode === 'draft' },
              {
                onSuccess: async () => {
                  await autosave.clear();
                  leave('/knowledgebase/articles');
                },
                onError: () => {
                  setConfirmDelete(false);
                  notify('error', DELETE_ARTICLE_FAILED);
                },
              },
            )
          }
        />
      )}
      {form.conflict && (
        <ConfirmDialog
          title={t('knowledgeBase.conflict.title')}
          text={t('knowledgeBase.conflict.text', { time: formatDateTime(form.conflict.updated_at, i18n.language) })}
          confirmLabel={t('knowledgeBase.conflict.useServer')}
          cancelLabel={t('knowledgeBase.conflict.keepDraft')}
          onConfirm={() => void resolveConflict(form, false).then((next) => setForm(next))}
          onCancel={() =>
            void resolveConflict(form, true).then((next) => {
              setForm(next);
              replaceBody(next.values);
            })
          }
        />
      )}
    </form>
  );
}
