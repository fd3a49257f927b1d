// Photos and employee files: a photo of a wrong type or size is refused, a good one is served
// without a token and the old one stops being served; files are checked by their bytes, downloaded
// by the owner and profile admins only, and deleted with "file not found" after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffFile } from '../../../contract/people';
import { authed, createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { multipart, pngFile } from '../company/company.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const API = '/account/api';

describe('photo', () => {
  it('refuses a wrong type and an oversized image, serves a good one publicly', async () => {
    const c = await createTestCompany(ctx);
    const upload = async (user: { token: string }, file: ReturnType<typeof pngFile>) =>
      authed(ctx.app, user, {
        method: 'PUT',
        url: `${API}/staffs/${c.staff.staffId}/upload_photo/`,
        ...(await multipart({ photo: file })),
      });
    const svg = await upload(c.staff, {
      filename: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ photo: ['Upload a PNG, JPEG or WebP image.'] });
    const big = Buffer.concat([pngFile().data, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(c.staff, pngFile(big));
    expect(tooBig.json()).toEqual({ photo: ['The photo must be at most 2 MB.'] });

    const first = await upload(c.staff, pngFile());
    expect(first.statusCode).toBe(200);
    const url = first.json<{ photo: string }>().photo;
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const second = await upload(c.admin, pngFile());
    expect(second.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const other = await createTestCompany(ctx);
    const foreign = await authed(ctx.app, other.admin, {
      method: 'PUT',
      url: `${API}/staffs/${c.staff.staffId}/upload_photo/`,
      ...(await multipart({ photo: pngFile() })),
    });
    expect(foreign.statusCode).toBe(404);
    const notMine = await authed(ctx.app, c.staff, {
      method: 'PUT',
      url: `${API}/staffs/${c.admin.staffId}/upload_photo/`,
      ...(await multipart({ photo: pngFile() })),
    });
    expect(notMine.statusCode).toBe(403);
  });
});

describe('employee files', () => {
  it('keeps a PDF on the profile, refuses other types, deletes with "file not found" after', async () => {
    const c = await createTestCompany(ctx);
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const body = (data: Buffer, name: string) =>
      multipart({ file: { filename: name, contentType: 'application/pdf', data }, file_name: name });
    const upload = async (data: Buffer, name: string) =>
      authed(ctx.app, c.admin, {
        method: 'POST',
        url: `${API}/staffs/${c.staff.staffId}/upload_employee_file/`,
        ...(await body(data, name)),
      });
    expect((await upload(Buffer.from('<html><script>alert(1)</script>'), 'x.pdf')).json()).toEqual({
      file: ['Upload a PDF, an image, or a Word or Excel document.'],
    });
    const res = await upload(pdf, 'contract.pdf');
    expect(res.statusCode).toBe(201);
    const file = res.json<StaffFile>();
    expect(file).toMatchObject({ file_name: 'contract.pdf', content_type: 'application/pdf', size: pdf.length });

    const own = await authed(ctx.app, c.staff, {
      method: 'GET',
      url: `${API}/staffs/${c.staff.staffId}/employee_files/`,
    });
    expect(own.json<StaffFile[]>().map((f) => f.id)).toEqual([file.id]);
    const download = await authed(ctx.app, c.staff, { method: 'GET', url: file.url });
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const other = await createTestCompany(ctx);
    expect((await authed(ctx.app, other.admin, { method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await authed(ctx.app, c.admin, { method: 'DELETE', url: file.url })).statusCode).toBe(204);
    const again = await authed(ctx.app, c.admin, { method: 'DELETE', url: file.url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ detail: 'file not found' });
  });
});
