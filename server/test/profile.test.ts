/** @jest-environment ./test/support/pglite-environment.cjs */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { profilePhotoUrl } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/validation';
import { api, connectAgent, createUser, nextEvent, sendForm, signIn } from './support/test-server';
import { serverFixture } from './support/socket-fixture';

const fx = serverFixture();

// A real 1x1 PNG and the start of a real JPEG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
const PHOTO_MESSAGE = 'Profile photo must be a JPG or PNG image of at most 2 MB';
const photoDir = () => path.join(fx.t.dataDir, 'uploads', 'profile-photos');

function form(fields: Record<string, string>, photo?: { data: Buffer; name: string; type: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo) data.append('profilePhoto', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
  return data;
}

async function owner() {
  const user = await createUser(fx.t.server, { fullName: 'Before Name' });
  const login = await signIn(fx.t.url, user.email);
  return { user, login };
}

describe('PATCH /user-info/update-profile', () => {
  it('updates the text fields from a multipart form', async () => {
    const { user, login } = await owner();
    const answer = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ fullName: '  New Name ', jobTitle: 'Lead', userBio: 'Hello there' }), login.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: user.id, fullName: 'New Name', jobTitle: 'Lead', userBio: 'Hello there', profilePhoto: null });
    const welcome = await api(fx.t.url, 'GET', '/users/welcome-user', { token: login.accessToken });
    expect(welcome.body.userinfo[0]).toMatchObject({ fullName: 'New Name', jobTitle: 'Lead', userBio: 'Hello there' });
  });

  it('accepts the same fields as JSON and keeps the name when it is sent empty', async () => {
    const { user, login } = await owner();
    const answer = await api(fx.t.url, 'PATCH', '/user-info/update-profile', { token: login.accessToken, body: { fullName: '', jobTitle: 'Support' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: user.id, fullName: 'Before Name', jobTitle: 'Support', userBio: '', profilePhoto: null });
  });

  it('refuses a full name outside 3 to 20 characters with the shared message', async () => {
    const { login } = await owner();
    for (const fullName of ['ab', 'x'.repeat(21)]) {
      const answer = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ fullName }), login.accessToken);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, message: MESSAGES.profileFullName });
    }
  });

  it("stores a real PNG, serves it as image/png with nosniff and tells the account's sockets", async () => {
    const { user, login } = await owner();
    const agent = await createUser(fx.t.server, { role: 'agent', clientId: user.id });
    const agentSocket = await connectAgent(fx.t.url, (await signIn(fx.t.url, agent.email)).accessToken);
    fx.track(agentSocket);
    const heard = nextEvent(agentSocket, 'agent_photo');

    const answer = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ fullName: 'With Photo' }, { data: PNG, name: 'me.png', type: 'image/png' }), login.accessToken);
    expect(answer.status).toBe(200);
    const fileName: string = answer.body.profilePhoto.fileName;
    expect(fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await heard).toEqual({ agentId: user.id, photo: fileName });
    expect(await readdir(photoDir())).toContain(fileName);

    const served = await fetch(`${fx.t.url}${profilePhotoUrl({ fileName })}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const signin = await signIn(fx.t.url, user.email);
    expect(signin.profilePhoto).toEqual({ fileName });
  });

  it('takes a JPEG whatever its declared type, replaces the old file and can remove the photo', async () => {
    const { login } = await owner();
    const first = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({}, { data: PNG, name: 'a.png', type: 'image/png' }), login.accessToken);
    const oldName: string = first.body.profilePhoto.fileName;
    const second = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({}, { data: JPEG, name: 'photo', type: 'application/octet-stream' }), login.accessToken);
    expect(second.status).toBe(200);
    const newName: string = second.body.profilePhoto.fileName;
    expect(newName).toMatch(/\.jpg$/);
    const files = await readdir(photoDir());
    expect(files).toContain(newName);
    expect(files).not.toContain(oldName);
    const served = await fetch(`${fx.t.url}/api/files/profile-photos/${newName}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${fx.t.url}/api/files/profile-photos/${oldName}`)).status).toBe(404);

    const removed = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ removePhoto: 'true' }), login.accessToken);
    expect(removed.body.profilePhoto).toBeNull();
    expect(await readdir(photoDir())).not.toContain(newName);
  });

  it('refuses a text file named .png, whatever its declared type', async () => {
    const { login } = await owner();
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const answer = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ fullName: 'Sneaky One' }, { data: fake, name: 'evil.png', type: 'image/png' }), login.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: PHOTO_MESSAGE });
    const welcome = await api(fx.t.url, 'GET', '/users/welcome-user', { token: login.accessToken });
    expect(welcome.body.userinfo[0]).toMatchObject({ fullName: 'Before Name', profilePhoto: null });
  });

  it('takes a photo larger than the JSON body limit but within 2 MB', async () => {
    const { login } = await owner();
    const large = Buffer.concat([PNG, Buffer.alloc(1536 * 1024)]);
    const answer = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({}, { data: large, name: 'large.png', type: 'image/png' }), login.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.profilePhoto.fileName).toMatch(/\.png$/);
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const { login } = await owner();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const answer = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({}, { data: big, name: 'big.png', type: 'image/png' }), login.accessToken);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ statusCode: 413, message: PHOTO_MESSAGE });
  });

  it("refuses editing a profile the caller may not manage and needs a signed-in user", async () => {
    const { user } = await owner();
    const agent = await createUser(fx.t.server, { role: 'agent', clientId: user.id });
    const colleague = await createUser(fx.t.server, { role: 'agent', clientId: user.id });
    const byColleague = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ userId: agent.id, fullName: 'Hijacked' }), (await signIn(fx.t.url, colleague.email)).accessToken);
    expect(byColleague.status).toBe(403);
    const stranger = await owner();
    const byStranger = await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ userId: agent.id, fullName: 'Hijacked' }), stranger.login.accessToken);
    expect(byStranger.status).toBe(404);
    expect((await sendForm(fx.t.url, 'PATCH', '/user-info/update-profile', form({ fullName: 'Nobody Here' }))).status).toBe(401);
  });
});

describe('GET /api/files/profile-photos/<fileName>', () => {
  it('answers 404 JSON for unknown names and for anything that tries to leave the folder', async () => {
    const attempts = [
      '..%2F..%2Fjwt-secret',
      '..%2Fprofile-photos%2F..%2F..%2Fjwt-secret',
      '%2E%2E%2F%2E%2E%2Foutbox',
      'jwt-secret',
      '..',
      '00000000-0000-4000-8000-000000000000.png',
      '00000000-0000-4000-8000-000000000000.svg',
    ];
    for (const name of attempts) {
      const answer = await fetch(`${fx.t.url}/api/files/profile-photos/${name}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await answer.json()) as { statusCode: number };
      expect(body.statusCode).toBe(404);
    }
    // A NUL in a name is malformed input, refused before any handler looks for a file.
    const nul = await fetch(`${fx.t.url}/api/files/profile-photos/00000000-0000-4000-8000-000000000000.png%00.html`);
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ statusCode: 400, message: 'Text must not contain the NUL character' });
  });
});
