// The course download state machine: what is fetched and in which order, how a record moves through
// a download (resume, update, failure, removal), which media a course uses, and what a person sees.
import { describe, expect, it } from 'vitest';
import type { Course } from '../../../../../contract/courses';
import type { CourseDownloadRecord } from '../../../../offline/course-downloads';
import {
  contentHash,
  courseMediaUrls,
  coursesToDownload,
  downloadView,
  expectedBytes,
  percentDone,
  removed,
  requested,
  startDownload,
  unassignedDownloads,
  withFailure,
  withFileDone,
  withProgress,
  withReady,
} from './download-state';

const API = 'https://app.test/';
const FILE = (name: string) => `${API}knowledgebase/api/files/1/${name}`;

function course(id: number, body: string, extra: Partial<Course> = {}): Course {
  return {
    id,
    name: `Course ${id}`,
    updated_at: '2026-11-01T00:00:00.000Z',
    description: '',
    sections: [
      {
        id: 1,
        order: 0,
        title: 'One',
        section_items: [
          {
            id: 10,
            order: 0,
            item_type: 'article',
            article: 5,
            quiz: null,
            title: 'Lockout',
            article_content: {
              id: 5,
              title: 'Lockout',
              body,
              video_url: '/knowledgebase/api/files/1/intro.mp4',
              file_urls: ['/knowledgebase/api/files/1/form.pdf', 'https://elsewhere.test/x.pdf'],
              acknowledgement_type: null,
              acknowledgement_question: null,
              article_answers: [],
            },
          },
        ],
      },
    ],
    ...extra,
  } as Course;
}

function record(courseId: number, patch: Partial<CourseDownloadRecord> = {}): CourseDownloadRecord {
  return { ...removed(courseId, 0), status: 'ready', version: 'v1', ...patch };
}

describe('downloadView', () => {
  it('is not downloaded without a record or after removal', () => {
    expect(downloadView(undefined, 'v1')).toBe('not_downloaded');
    expect(downloadView(removed(1, 0), 'v1')).toBe('not_downloaded');
  });

  it('is ready while the server version matches, update available once it moves on', () => {
    expect(downloadView(record(1), 'v1')).toBe('ready');
    expect(downloadView(record(1), 'v2')).toBe('update_available');
    // A download under way or failed says so whatever the version.
    expect(downloadView(record(1, { status: 'downloading' }), 'v2')).toBe('downloading');
    expect(downloadView(record(1, { status: 'failed' }), 'v2')).toBe('failed');
  });
});

describe('coursesToDownload', () => {
  const assigned = [1, 2, 3, 4, 5, 6].map((id) => ({ id, updated_at: 'v1' }));

  it('resumes the download under way first, then new, failed, queued and outdated courses in assigned order', () => {
    const records = [
      record(1),
      record(2, { version: 'v0' }),
      record(3, { status: 'removed' }),
      record(4, { status: 'failed' }),
      record(6, { status: 'downloading' }),
    ];
    expect(coursesToDownload(assigned, records)).toEqual([6, 2, 4, 5]);
  });

  it('skips removed and ready courses, so a removal is not undone by the next run', () => {
    expect(coursesToDownload([{ id: 3, updated_at: 'v2' }], [record(3, { status: 'removed' })])).toEqual([]);
    expect(coursesToDownload([{ id: 1, updated_at: 'v1' }], [record(1)])).toEqual([]);
  });

  it('lists the records of courses no longer assigned', () => {
    expect(unassignedDownloads([{ id: 1 }], [record(1), record(9)]).map((r) => r.course)).toEqual([9]);
  });
});

describe('courseMediaUrls', () => {
  it('keeps uploaded files of the body, video and files once each, and leaves other sites out', () => {
    const body =
      '<p><img src="/knowledgebase/api/files/1/a.png"><img src=\'/knowledgebase/api/files/1/a.png\'>' +
      '<img src="https://cdn.other.test/b.png"><a href="/company/api/files/1/c.docx">doc</a>' +
      '<video poster="/knowledgebase/api/files/1/p.jpg"><source src="/knowledgebase/api/files/1/v.webm"></video></p>';
    expect(courseMediaUrls(course(1, body), API)).toEqual([
      FILE('intro.mp4'),
      FILE('form.pdf'),
      FILE('a.png'),
      `${API}company/api/files/1/c.docx`,
      FILE('p.jpg'),
      FILE('v.webm'),
    ]);
  });
});

describe('a download from start to ready', () => {
  it('fetches only files not kept before, drops those no longer used, and ends ready with its size', () => {
    const c = course(1, '<p>x</p>');
    const previous = record(1, {
      version: 'v0',
      media: [
        { url: FILE('intro.mp4'), bytes: 1000, done: true },
        { url: FILE('old.png'), bytes: 50, done: true },
      ],
    });
    const { record: started, dropped } = startDownload(previous, c, [FILE('intro.mp4'), FILE('form.pdf')], 1);
    expect(started.status).toBe('downloading');
    expect(started.version).toBe(c.updated_at);
    expect(started.media).toEqual([
      { url: FILE('intro.mp4'), bytes: 1000, done: true },
      { url: FILE('form.pdf'), bytes: 0, done: false },
    ]);
    expect(dropped).toEqual([FILE('old.png')]);

    const moving = withProgress(started, 1200, expectedBytes([1000, 400], 2), 2);
    expect(percentDone(moving)).toBe(85);
    const done = withReady(withFileDone(moving, FILE('form.pdf'), 400, 3), 600, 4);
    expect(done).toMatchObject({ status: 'ready', stored_bytes: 2000, error: null });
    expect(percentDone(done)).toBe(100);
  });

  it('estimates files not started yet at the average size known so far', () => {
    expect(expectedBytes([], 5)).toBe(0);
    expect(expectedBytes([100, 300], 4)).toBe(800);
  });

  it('never shows 100 % before the course is ready', () => {
    expect(percentDone(withProgress(record(1, { status: 'downloading' }), 999, 1000, 1))).toBe(99);
  });

  it('keeps what was kept on failure and says why; a request queues it again', () => {
    const started = startDownload(undefined, course(1, ''), [FILE('a.png')], 1).record;
    const failed = withFailure(withFileDone(started, FILE('a.png'), 10, 2), 'quota', 3);
    expect(failed).toMatchObject({ status: 'failed', error: 'quota' });
    expect(failed.media[0]!.done).toBe(true);
    const again = requested(failed, 1, 4);
    expect(again).toMatchObject({ status: 'queued', error: null, media: failed.media });
  });
});

describe('contentHash', () => {
  it('changes with the content, not with the person progress', () => {
    const a = course(1, '<p>one</p>');
    const progressed = {
      ...a,
      progress: { ...(a.progress ?? {}), completed_items: 1 },
    } as Course;
    expect(contentHash(progressed)).toBe(contentHash(a));
    expect(contentHash(course(1, '<p>two</p>'))).not.toBe(contentHash(a));
  });
});
