import { MAX_UPLOAD_BYTES } from '@app/contracts/upload-constants';
import { uploadRoutes } from '@app/contracts/upload-routes';
import { memberFileSchema } from '@app/contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from '../src/services/image-upload';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function member(type = 0) {
  const id = await createMember(t, { type });
  return { id, headers: await authHeader(t.app, id) };
}

const image = (format: 'png' | 'jpeg', width = 640, height = 480) => {
  const blank = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

const upload = (headers: Headers, payload: Buffer, purpose = 'AVATAR', type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `${uploadRoutes.memberFileUpload.path}?purpose=${purpose}`,
    headers: { ...headers, 'content-type': type },
    payload,
  });

const read = (headers: Headers, fileId: string) =>
  t.app.inject({ method: 'GET', url: `/wps/member/files/${fileId}`, headers });

describe('sniffImage', () => {
  it('knows png and jpg by their first bytes, nothing else', async () => {
    expect(sniffImage(await image('png'))).toBe('image/png');
    expect(sniffImage(await image('jpeg'))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('POST /wps/member/files', () => {
  it('re-encodes an avatar to 256 x 256 and serves it only to its owner', async () => {
    const owner = await member();
    const file = expectOk(
      await upload(
        owner.headers,
        await image('jpeg', 1200, 800),
        'AVATAR',
        'application/octet-stream',
      ),
      memberFileSchema,
    );
    expect(file).toMatchObject({
      purpose: 'AVATAR',
      contentType: 'image/jpeg',
      width: 256,
      height: 256,
    });

    const res = await read(owner.headers, file.fileId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);

    const other = await member();
    expectFail(await read(other.headers, file.fileId), 404, 'FILE_NOT_FOUND');
    expectFail(await read({}, file.fileId), 401, 'NOT_LOGGED_IN');
  });

  it('keeps documents readable: only shrinks, never enlarges', async () => {
    const owner = await member();
    const big = expectOk(
      await upload(owner.headers, await image('png', 3000, 1500), 'KYC'),
      memberFileSchema,
    );
    expect([big.contentType, big.width, big.height]).toEqual(['image/png', 2000, 1000]);
    const small = expectOk(
      await upload(owner.headers, await image('png', 300, 200), 'KYC'),
      memberFileSchema,
    );
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('judges the bytes, not the declared type', async () => {
    const owner = await member();
    // Declared png, really text: refused.
    expectFail(
      await upload(owner.headers, Buffer.from('<script>alert(1)</script>')),
      415,
      'UPLOAD_TYPE',
    );
    // Starts like a png, is not one.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    expectFail(await upload(owner.headers, fake), 415, 'UPLOAD_TYPE');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expectFail(await upload(owner.headers, gif, 'AVATAR', 'image/png'), 415, 'UPLOAD_TYPE');
    // Declared jpeg, really png: accepted as the png it is.
    const png = expectOk(
      await upload(owner.headers, await image('png'), 'FEEDBACK', 'image/jpeg'),
      memberFileSchema,
    );
    expect(png.contentType).toBe('image/png');
  });

  it('refuses a body over 5 MB with the upload-limit error', async () => {
    const owner = await member();
    const tooBig = Buffer.concat([await image('png'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expectFail(await upload(owner.headers, tooBig), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a JSON body, an unknown purpose, trial accounts and guests', async () => {
    const owner = await member();
    const json = await t.app.inject({
      method: 'POST',
      url: `${uploadRoutes.memberFileUpload.path}?purpose=AVATAR`,
      headers: owner.headers,
      payload: { bytes: 'abc' },
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(owner.headers, await image('png'), 'PASSPORT')).statusCode).toBe(400);
    const trial = await member(4);
    expectFail(await upload(trial.headers, await image('png')), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await upload({}, await image('png')), 401, 'NOT_LOGGED_IN');
  });

  it('attaches only the member’s own files of the right purpose', async () => {
    const owner = await member();
    const other = await member();
    const mine = expectOk(await upload(owner.headers, await image('png'), 'KYC'), memberFileSchema);
    const theirs = expectOk(
      await upload(other.headers, await image('png'), 'KYC'),
      memberFileSchema,
    );
    const files = t.app.services.core.files;
    await expect(files.requireOwn(owner.id, [mine.fileId, mine.fileId], 'KYC', 3)).resolves.toEqual(
      [mine.fileId],
    );
    await expect(files.requireOwn(owner.id, [theirs.fileId], 'KYC', 3)).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    });
    await expect(files.requireOwn(owner.id, [mine.fileId], 'FEEDBACK', 3)).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    });
  });
});
