// The article form's §5 messages, word for word, and what a save sends (§4).
import { describe, expect, it } from 'vitest';
import { MEDIA_URL_INVALID } from '../../../../contract/knowledge-base-constants';
import {
  changedFields,
  emptyArticleForm,
  formForAnother,
  showContentType,
  toArticleFields,
  validateArticle,
} from './article-form';

describe('validateArticle', () => {
  it('asks for a title and a category with the §5 toasts and field messages', () => {
    const problems = validateArticle(emptyArticleForm({ title: '   ' }));
    expect(problems.toasts).toEqual(['please add an Article Title', 'Please Add an Article Category']);
    expect(problems.fields).toEqual({ title: ['A title is required'], article_category: ['Please select a category'] });
  });

  it('checks the question-and-answer acknowledgement', () => {
    const base = emptyArticleForm({ title: 'T', article_category: 1, acknowledgement_type: 2 });
    expect(validateArticle({ ...base, article_answers: [{ answer: '', is_correct: false }] }).toasts).toEqual([
      'please supply question for Question answer acknowledgement',
      'You cannot have a question answer as blank, you can either remove it or supply value',
      'At least one answer should be correct',
    ]);
    const fine = {
      ...base,
      acknowledgement_question: 'Which?',
      article_answers: [{ answer: 'This', is_correct: true }],
    };
    expect(validateArticle(fine)).toEqual({ toasts: [], fields: {} });
  });

  it("refuses media links the server would refuse, with the server's message", () => {
    const base = emptyArticleForm({ title: 'T', article_category: 1 });
    const wrong = validateArticle({ ...base, video_url: 'javascript:alert(1)', file_urls: ['ok', 'https://x.test/a'] });
    expect(wrong.fields).toEqual({ video_url: [MEDIA_URL_INVALID], file_urls: [MEDIA_URL_INVALID] });
    expect(wrong.toasts).toEqual([MEDIA_URL_INVALID]);
    const fine = validateArticle({
      ...base,
      video_url: 'https://videos.example.com/a.mp4',
      file_urls: [`/knowledgebase/api/files/3/${'b'.repeat(32)}.pdf#manual.pdf`, 'http://x.test/b', '  '],
    });
    expect(fine).toEqual({ toasts: [], fields: {} });
  });

  it('lets a signature acknowledgement through without a question', () => {
    expect(
      validateArticle(emptyArticleForm({ title: 'T', article_category: 1, acknowledgement_type: 1 })).toasts,
    ).toEqual([]);
  });
});

describe('saving', () => {
  it('sends only the changed fields of an edit', () => {
    const initial = emptyArticleForm({ title: 'Old', article_category: 1, body: '<p>a</p>' });
    expect(changedFields(initial, { ...initial, title: 'New' })).toEqual({ title: 'New' });
    expect(changedFields(initial, initial)).toEqual({});
  });

  it('turns an embed link into a player in the body, and clears public knowledge bases unless public', () => {
    const fields = toArticleFields(
      emptyArticleForm({
        body: '<p>x</p>',
        embed_video_url: 'https://youtu.be/dQw4w9WgXcQ',
        public_knowledgebases: [3],
      }),
    );
    expect(fields.body).toBe(
      '<p>x</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen></iframe>',
    );
    expect(fields.public_knowledgebases).toEqual([]);
    expect(toArticleFields(emptyArticleForm({ embed_video_url: 'https://evil.test/v' })).body).toBe('');
  });

  it('Save & Add Another keeps category, type, visibility, assignments and reassign; clears the rest', () => {
    const next = formForAnother(
      emptyArticleForm({
        title: 'T',
        body: '<p>b</p>',
        article_category: 4,
        type: 2,
        visibility: 2,
        division: [1],
        individuals: [5],
        is_assigned_to_everyone: true,
        reassign_month_duration: 6,
        video_url: 'https://v.test/a.mp4',
        file_urls: ['https://f.test/a.pdf'],
      }),
    );
    expect(next).toMatchObject({ title: '', body: '', video_url: '', file_urls: [], decision_chart: null });
    expect(next).toMatchObject({ article_category: 4, type: 2, visibility: 2, division: [1], individuals: [5] });
    expect(next).toMatchObject({ is_assigned_to_everyone: true, reassign_month_duration: 6 });
  });

  it('switching a content type on hides the other empty ones', () => {
    const values = emptyArticleForm({ content_types: ['text', 'files'], body: '<p>kept</p>' });
    expect(showContentType(values, 'embed')).toEqual(['text', 'embed']);
    expect(showContentType({ ...values, body: '' }, 'video')).toEqual(['video']);
  });
});

describe('the decision chart in the form', () => {
  const chart = {
    nodes: [{ id: 'node-1', type: 'processNode' as const, position: { x: 0, y: 0 }, data: { label: 'Check' } }],
    edges: [],
  };

  it('saves the chart id the editor stored and its copy, and an edit sends them when they changed', () => {
    const values = emptyArticleForm({ title: 'T', article_category: 1, flow_chart: 12, decision_chart: chart });
    expect(toArticleFields(values)).toMatchObject({ flow_chart: 12, decision_chart: chart });
    const initial = emptyArticleForm({ title: 'T', article_category: 1 });
    expect(changedFields(initial, values)).toEqual({ flow_chart: 12, decision_chart: chart });
    expect(changedFields(values, values)).toEqual({});
  });

  it('"Save & Add Another" clears the chart and its id', () => {
    const next = formForAnother(emptyArticleForm({ flow_chart: 12, decision_chart: chart }));
    expect(next).toMatchObject({ flow_chart: null, decision_chart: null });
  });
});
