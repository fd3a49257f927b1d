// A course opened once is kept on the device: with no network the kept copy answers (after a reload
// too, as it lives in IndexedDB), and a course never opened still fails as it should. A kept copy's
// answer says when it was kept (the screen's "as of" note), until the server answers again.
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Course } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { NetworkError } from '../../../../api/errors';
import { setSession } from '../../../../api/session';
import { userDatabase } from '../../../../offline/db';
import { setupApiServer } from '../../../../test/render';
import { keptCopyTime } from '../offline/course-copy';
import { courseCopyName, getCourse } from './get-course';

const server = setupApiServer();
const course = { id: 8, name: 'Ladders', sections: [] } as unknown as Course;

describe('getCourse', () => {
  it('keeps each answer and gives it back when the network is gone', async () => {
    setSession({ token: 't', refresh: 'r', userId: 1, companyId: 10 });
    server.use(http.get(apiUrl(API_PATHS.kbCourseDetail(8)), () => HttpResponse.json(course)));
    expect(await getCourse(8)).toEqual(course);
    await expect.poll(async () => (await userDatabase(1, 10).offline_content.get('course:8'))?.data).toEqual(course);

    server.use(
      http.get(apiUrl(API_PATHS.kbCourseDetail(8)), () => HttpResponse.error()),
      http.get(apiUrl(API_PATHS.kbCourseDetail(9)), () => HttpResponse.error()),
    );
    expect(await getCourse(8)).toEqual(course);
    await expect(getCourse(9)).rejects.toBeInstanceOf(NetworkError);
  });

  it('says when the copy it answered with was kept, and forgets it once the server answers', async () => {
    setSession({ token: 't', refresh: 'r', userId: 1, companyId: 10 });
    server.use(http.get(apiUrl(API_PATHS.kbCourseDetail(12)), () => HttpResponse.json({ ...course, id: 12 })));
    await getCourse(12);
    expect(keptCopyTime(courseCopyName(12))).toBeUndefined();
    const kept = () => userDatabase(1, 10).offline_content.get('course:12');
    await expect.poll(kept).toBeDefined();
    const keptAt = (await kept())!.downloaded_at;

    server.use(http.get(apiUrl(API_PATHS.kbCourseDetail(12)), () => HttpResponse.error()));
    await getCourse(12);
    expect(keptCopyTime(courseCopyName(12))).toBe(keptAt);

    server.use(http.get(apiUrl(API_PATHS.kbCourseDetail(12)), () => HttpResponse.json({ ...course, id: 12 })));
    await getCourse(12);
    expect(keptCopyTime(courseCopyName(12))).toBeUndefined();
  });
});
