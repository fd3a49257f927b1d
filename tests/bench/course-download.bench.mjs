// Background download of an assigned course (issue 6), in Chromium against the bench's server:
// - Time to "ready offline" for a 30-article course with one picture per article (noise PNGs, which
//   do not compress) on a throttled connection (CDP Network.emulateNetworkConditions: 1.6 Mbit/s
//   down, 750 kbit/s up, 150 ms latency — a fair 3G or a poor 4G link). The staff member is signed in
//   and the app started unthrottled (first start is not what this measures); then the course is
//   assigned, the link throttled, and the download manager woken as when the network comes back
//   (the `online` event). Timed until the course's download record says ready.
// - The space it takes: what the app counts for the course (its data and media), the course media
//   cache (summed entry sizes), and the origin's IndexedDB and Cache Storage use as the browser
//   reports it (navigator.storage.estimate(); Cache Storage there includes the app shell precache).
import zlib from 'node:zlib';
import { apiToken, ADMIN, STAFF, withSignedInBrowser } from './lib/session.mjs';

/* global indexedDB, caches, document, window -- in functions that run in the page */

const ARTICLES = 30;
const IMAGE_SIDE = 110; // 110×110 RGB noise ≈ 36 KiB per picture
const THROTTLE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const READY_LIMIT_MS = 60_000;

/** A PNG of random pixels (noise does not compress, so its size is about width × height × 3). */
function noisePng(side) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((side * 3 + 1) * side);
  for (let i = 0; i < rows.length; i++) rows[i] = i % (side * 3 + 1) === 0 ? 0 : Math.floor(Math.random() * 256);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function uploadImage(baseUrl, token, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'picture.png');
  const response = await fetch(new URL('/knowledgebase/upload_file/jodit/1/', baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`Image upload answered ${response.status}`);
  return (await response.json()).url;
}

/** A course of ARTICLES articles (text and a picture each) assigned to the staff member; its id and bytes of pictures. */
async function seedCourse(baseUrl, staffId) {
  const token = await apiToken(baseUrl, ADMIN);
  const stamp = Date.now();
  const [category] = await call(baseUrl, token, 'GET', '/knowledgebase/api/category/list-create/');
  const paragraph =
    'Before any maintenance, isolate every energy source, lock and tag it, and check that nothing moves. '.repeat(12);
  let imageBytes = 0;
  const items = [];
  for (let i = 0; i < ARTICLES; i++) {
    const png = noisePng(IMAGE_SIDE);
    imageBytes += png.length;
    const image = await uploadImage(baseUrl, token, png);
    const article = await call(baseUrl, token, 'POST', '/knowledgebase/api/create/', {
      title: `Bench article ${i + 1} ${stamp}`,
      article_category: category.id,
      body: `<h2>Step ${i + 1}</h2><p>${paragraph}</p><p><img src="${image}" alt="Step ${i + 1}"></p>`,
      individuals: [staffId],
    });
    items.push({ article: article.id });
  }
  const courseCategory = await call(baseUrl, token, 'POST', '/knowledgebase/api/course-categories/', {
    name: `Bench ${stamp}`,
  });
  const course = await call(baseUrl, token, 'POST', '/knowledgebase/api/courses/', {
    name: `Bench download ${stamp}`,
    category: courseCategory.id,
    priority: 1000,
    individuals: [staffId],
    sections: [{ title: 'All steps', section_items: items }],
  });
  return { courseId: course.id, imageBytes };
}

/** Page-side: the download records of the signed-in user ({course, status, stored_bytes, media}). */
function readDownloads() {
  const session = JSON.parse(localStorage.getItem('groundwork.session') ?? 'null');
  if (!session) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(`groundwork-u${session.userId}-c${session.companyId}`);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('offline_content')) {
        db.close();
        resolve([]);
        return;
      }
      const request = db
        .transaction('offline_content')
        .objectStore('offline_content')
        .index('kind')
        .getAll('course-download');
      request.onsuccess = () => {
        db.close();
        resolve(request.result.map((row) => row.data));
      };
      request.onerror = () => reject(request.error);
    };
  });
}

/** Polls the page's records until the course is ready (a fixed 100 ms step: the figure is seconds). */
async function waitForReady(page, courseId) {
  const deadline = Date.now() + READY_LIMIT_MS;
  for (;;) {
    const record = (await page.evaluate(readDownloads)).find((r) => r.course === courseId);
    if (record?.status === 'ready') return;
    if (record?.status === 'failed') throw new Error(`The course download failed: ${record.error}`);
    if (Date.now() > deadline) {
      const { media, ...rest } = record ?? {};
      throw new Error(
        `The course was not ready after ${READY_LIMIT_MS} ms: ${JSON.stringify({ ...rest, files: media?.length })}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function run(ctx) {
  if (!ctx.chromium.available) {
    console.log(ctx.chromium.missingMessage('Course download bench'));
    return [];
  }
  const staffToken = await apiToken(ctx.baseUrl, STAFF);
  const me = await call(ctx.baseUrl, staffToken, 'GET', '/account/api/me/');

  return withSignedInBrowser(ctx, { name: 'course-download', user: STAFF }, async (page, context) => {
    // The courses already assigned (demo data) download first, unthrottled: they are not measured.
    await page.goto('/knowledgebase/assigned-courses');
    await page.waitForFunction(
      () => {
        const cards = [...document.querySelectorAll('[data-testid="assigned-course"]')];
        if (cards.length === 0) return document.body.textContent.includes('No courses are assigned');
        return cards.every((card) =>
          ['ready', 'failed'].includes(card.querySelector('[data-testid="course-download"]')?.dataset.state),
        );
      },
      undefined,
      { timeout: 60_000, polling: 250 },
    );

    const { courseId, imageBytes } = await seedCourse(ctx.baseUrl, me.staff_id);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    const started = Date.now();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForReady(page, courseId);
    const seconds = (Date.now() - started) / 1000;
    await cdp.send('Network.emulateNetworkConditions', {
      ...THROTTLE,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const record = (await page.evaluate(readDownloads)).find((r) => r.course === courseId);
    const storage = await page.evaluate(async (record) => {
      const cache = await caches.open('groundwork-course-media');
      let mediaBytes = 0;
      for (const m of record.media) mediaBytes += (await (await cache.match(m.url)).blob()).size;
      const estimate = await navigator.storage.estimate();
      return {
        files: record.media.length,
        stored: record.stored_bytes,
        mediaBytes,
        indexedDB: estimate.usageDetails?.indexedDB ?? null,
        caches: estimate.usageDetails?.caches ?? null,
      };
    }, record);
    if (storage.files !== ARTICLES) throw new Error(`Expected ${ARTICLES} pictures kept, found ${storage.files}.`);
    const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
    console.log(
      `course download: ${ARTICLES} articles, ${storage.files} pictures (${kib(imageBytes)} KiB) in ${seconds.toFixed(1)} s ` +
        `at ${(THROTTLE.downloadThroughput * 8) / 1e6} Mbit/s, ${THROTTLE.latency} ms`,
    );
    // The least the link allows: the pictures' bytes at the throttled rate.
    const floor = imageBytes / THROTTLE.downloadThroughput;
    return [
      {
        name: 'course download: 30 articles + pictures, throttled, to ready offline',
        value: Math.round(seconds * 10) / 10,
        unit: 's',
        target: `<= ${Math.ceil(floor * 1.5 + 5)}`,
      },
      {
        name: 'course download: space the app counts for the course',
        value: kib(storage.stored),
        unit: 'KiB',
        target: `<= ${Math.ceil(kib(imageBytes) * 1.1 + 256)}`,
      },
      {
        name: 'course download: course media cache',
        value: kib(storage.mediaBytes),
        unit: 'KiB',
        target: `<= ${Math.ceil(kib(imageBytes) * 1.05)}`,
      },
      ...(storage.indexedDB === null
        ? []
        : [
            {
              name: 'course download: IndexedDB of the origin (all courses)',
              value: kib(storage.indexedDB),
              unit: 'KiB',
              target: '<= 4096',
            },
          ]),
      ...(storage.caches === null
        ? []
        : [
            {
              name: 'course download: Cache Storage of the origin (shell + media)',
              value: kib(storage.caches),
              unit: 'KiB',
              target: '<= 16384',
            },
          ]),
    ];
  });
}
