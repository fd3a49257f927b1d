// Opens the form with what this device kept (article-autosave.ts, §4): a new article picks up the
// newest unsaved one; an article or draft picks up its own, unless the server's version is newer,
// in which case the author is asked which to keep (the §4 confirm dialog).
import { useEffect, useState } from 'react';
import type { Article } from '../../../../contract/knowledge-base';
import { formFromArticle, emptyArticleForm, type ArticleFormValues } from '../lib/article-form';
import {
  clearAutosave,
  latestLocalAutosave,
  newLocalKey,
  readAutosave,
  serverIsNewer,
  type SavedForm,
} from '../offline/article-autosave';

export interface RestoredForm {
  key: string;
  /** The form as loaded from the server (or empty): what an edit compares against. */
  initial: ArticleFormValues;
  /** What the form starts with: the device's copy when it was kept. */
  values: ArticleFormValues;
  /** The device's copy is older than the server's version: ask (§4). */
  conflict: SavedForm | null;
  restoredAt: number | null;
}

export function useRestoredForm(article: Article | null, fresh: boolean): RestoredForm | null {
  const [restored, setRestored] = useState<RestoredForm | null>(null);
  const articleId = article?.id;
  useEffect(() => {
    let current = true;
    const initial = article ? formFromArticle(article) : emptyArticleForm();
    const load = async (): Promise<RestoredForm> => {
      if (!article) {
        const saved = fresh ? null : await latestLocalAutosave().catch(() => null);
        return saved
          ? { key: saved.key, initial, values: saved.content.values, conflict: null, restoredAt: saved.updated_at }
          : { key: newLocalKey(), initial, values: initial, conflict: null, restoredAt: null };
      }
      const key = String(article.id);
      const saved = await readAutosave(key).catch(() => null);
      if (!saved) return { key, initial, values: initial, conflict: null, restoredAt: null };
      if (serverIsNewer(saved, article.updated_at))
        return { key, initial, values: initial, conflict: saved, restoredAt: null };
      return { key, initial, values: saved.content.values, conflict: null, restoredAt: saved.updated_at };
    };
    void load().then((form) => current && setRestored(form));
    return () => {
      current = false;
    };
    // The form is restored once per article opened, not on every refetch of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId, fresh]);
  return restored;
}

/** Keeps the device's draft (the dialog's second choice) or drops it for the server's version. */
export async function resolveConflict(form: RestoredForm, keepDraft: boolean): Promise<RestoredForm> {
  if (!form.conflict) return form;
  if (keepDraft)
    return { ...form, values: form.conflict.content.values, conflict: null, restoredAt: form.conflict.updated_at };
  await clearAutosave(form.key);
  return { ...form, conflict: null };
}
