/** @jest-environment ./test/support/pglite-environment.cjs */
// Contacts: list and search, edit (update-visitor), delete, and a contact's past chats.
import { eq } from 'drizzle-orm';
import { visitors } from '../src/db/schema';
import { api, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { historyAccount, insertChat, insertVisitor } from './support/history-fixtures';

const MINUTE = 60 * 1000;
let t: TestServer;
let acc: Awaited<ReturnType<typeof historyAccount>>;
let other: Awaited<ReturnType<typeof historyAccount>>;
/** 40 contacts, contact i last seen i minutes ago (so contact 0 comes first). */
let contacts: Array<Awaited<ReturnType<typeof insertVisitor>>>;

const get = (token: string, path: string) => api(t.url, 'GET', path, { token });
const emails = (body: LooseJson) => (body.data as LooseJson[]).map((item) => item.email);

beforeAll(async () => {
  t = await startTestServer();
  acc = await historyAccount(t.server, t.url);
  other = await historyAccount(t.server, t.url);
  contacts = [];
  for (let i = 0; i < 40; i++) {
    contacts.push(
      await insertVisitor(t.server, {
        clientId: acc.owner.id,
        widgetId: acc.shop.id,
        email: `person${i}@example.com`,
        firstName: i === 37 ? 'Zelda' : `First${i}`,
        lastName: i === 38 ? 'O_Hara%' : `Last${i}`,
        lastSeen: new Date(Date.now() - i * MINUTE),
      }),
    );
  }
  // A visitor who never chatted nor was saved is not a contact; another account's contact is not listed.
  await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id, email: 'browser@example.com', contact: false });
  await insertVisitor(t.server, { clientId: other.owner.id, widgetId: other.shop.id, email: 'stranger@example.com' });
});
afterAll(() => t.close());

describe('GET /visitor/get-contacts', () => {
  it('lists contacts 15 a page by last seen, newest first, in the Contact shape', async () => {
    const answer = await get(acc.owner.token, '/visitor/get-contacts?take=15&page=1&order=DESC');
    expect(answer.status).toBe(200);
    expect(emails(answer.body)).toEqual(contacts.slice(0, 15).map((c) => c.email));
    expect(answer.body.meta).toMatchObject({ hasNextPage: true, itemCount: 15 });
    expect(answer.body.data[0]).toEqual({
      _id: contacts[0].id,
      guestId: contacts[0].guestId,
      visitorId: contacts[0].visitorId,
      pluginId: acc.shop.pluginId,
      email: 'person0@example.com',
      firstName: 'First0',
      lastName: 'Last0',
      phoneNumber: '',
      country: 'Germany',
      region: 'Berlin',
      city: 'Berlin',
      lastSeen: contacts[0].lastSeen.toISOString(),
      flag: 'DE',
      technicalDetails: { browser: 'Firefox', operatingSystem: 'Linux', ipAddress: '10.0.0.1' },
      visitorDetails: { viewing: ['https://site.test/pricing?x=1'], referrer: '' },
    });
  });

  it('pages to the end: the last page has no next page, beyond it is empty', async () => {
    const third = await get(acc.owner.token, '/visitor/get-contacts?take=15&page=3&order=DESC');
    expect(emails(third.body)).toEqual(contacts.slice(30).map((c) => c.email));
    expect(third.body.meta).toMatchObject({ hasNextPage: false, itemCount: 10 });
    const fourth = await get(acc.owner.token, '/visitor/get-contacts?take=15&page=4');
    expect(fourth.body).toEqual({ data: [], meta: expect.objectContaining({ hasNextPage: false, itemCount: 0 }) });
  });

  it('sorts oldest first with order=ASC', async () => {
    const answer = await get(acc.owner.token, '/visitor/get-contacts?take=3&page=1&order=ASC');
    expect(emails(answer.body)).toEqual(['person39@example.com', 'person38@example.com', 'person37@example.com']);
  });

  it('searches e-mail, first and last name, any letter case, past the first page', async () => {
    expect(emails((await get(acc.owner.token, '/visitor/get-contacts?search=PERSON36@')).body)).toEqual(['person36@example.com']);
    expect(emails((await get(acc.owner.token, '/visitor/get-contacts?search=zeld')).body)).toEqual(['person37@example.com']);
    expect(emails((await get(acc.owner.token, '/visitor/get-contacts?search=%20last39%20')).body)).toEqual(['person39@example.com']);
    // A full name, as people type it.
    expect(emails((await get(acc.owner.token, `/visitor/get-contacts?search=${encodeURIComponent('first12 last12')}`)).body)).toEqual(['person12@example.com']);
    // LIKE's wildcards are plain characters.
    expect(emails((await get(acc.owner.token, `/visitor/get-contacts?search=${encodeURIComponent('o_hara%')}`)).body)).toEqual(['person38@example.com']);
    expect(emails((await get(acc.owner.token, `/visitor/get-contacts?search=${encodeURIComponent('%')}`)).body)).toEqual(['person38@example.com']);
    const none = await get(acc.owner.token, '/visitor/get-contacts?search=nobody-like-this');
    expect(none.body).toEqual({ data: [], meta: expect.objectContaining({ hasNextPage: false, itemCount: 0 }) });
  });

  it('pages a search too', async () => {
    const answer = await get(acc.owner.token, '/visitor/get-contacts?search=person1&take=5&page=2');
    // person1, person10..person19: 11 matches, the second page of 5 holds person14..person18.
    expect(emails(answer.body)).toEqual([14, 15, 16, 17, 18].map((i) => `person${i}@example.com`));
    expect(answer.body.meta.hasNextPage).toBe(true);
  });

  it('shows agents the account contacts, and nothing of another account', async () => {
    expect((await get(acc.agentA.token, '/visitor/get-contacts?take=100')).body.data).toHaveLength(40);
    expect(emails((await get(other.owner.token, '/visitor/get-contacts')).body)).toEqual(['stranger@example.com']);
    expect((await get(other.owner.token, '/visitor/get-contacts?search=person')).body.data).toEqual([]);
  });

  it('refuses a search longer than 100 characters and bad paging', async () => {
    const long = await get(acc.owner.token, `/visitor/get-contacts?search=${'a'.repeat(101)}`);
    expect([long.status, long.body.message]).toEqual([400, 'search must be at most 100 characters']);
    expect((await get(acc.owner.token, '/visitor/get-contacts?take=500')).status).toBe(400);
  });
});

describe('GET /visitor/get-contact/:id', () => {
  it('answers one contact of the account in the list shape', async () => {
    const list = await get(acc.owner.token, '/visitor/get-contacts?take=1');
    const answer = await get(acc.agentA.token, `/visitor/get-contact/${contacts[0].id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(list.body.data[0]);
  });

  it("answers 404 for another account's contact, a guest who is no contact and an unknown id", async () => {
    const browsing = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id, contact: false });
    const cases: Array<[string, string]> = [
      [other.owner.token, contacts[1].id],
      [acc.owner.token, browsing.id],
      [acc.owner.token, 'no-such-id'],
    ];
    for (const [token, id] of cases) {
      const answer = await get(token, `/visitor/get-contact/${id}`);
      expect([answer.status, answer.body.message]).toEqual([404, 'Contact not found']);
    }
  });
});

describe('PATCH /visitor/update-visitor', () => {
  const update = (token: string, body: object) => api(t.url, 'PATCH', '/visitor/update-visitor', { token, body });

  it('checks e-mail and phone with their messages', async () => {
    const c = contacts[5];
    const base = { visitorId: c.visitorId, guestId: c.guestId, firstName: c.firstName, lastName: c.lastName, email: c.email, phoneNumber: '' };
    const badEmail = await update(acc.owner.token, { ...base, email: 'not-an-email' });
    expect([badEmail.status, badEmail.body.message]).toEqual([400, 'Please provide valid email']);
    const badPhone = await update(acc.owner.token, { ...base, phoneNumber: '12' });
    expect([badPhone.status, badPhone.body.message]).toEqual([400, 'Please provide valid phone number']);
  });

  it("answers 'No field has been updated' when nothing changed, acknowledged otherwise", async () => {
    const c = contacts[6];
    const same = { visitorId: c.visitorId, guestId: c.guestId, firstName: c.firstName, lastName: c.lastName, email: c.email, phoneNumber: '' };
    const unchanged = await update(acc.owner.token, same);
    expect([unchanged.status, unchanged.body]).toEqual([400, { acknowledged: false, message: 'No field has been updated' }]);
    // Spaces around a name are not a change.
    expect((await update(acc.owner.token, { ...same, firstName: ` ${c.firstName} ` })).status).toBe(400);
    const changed = await update(acc.owner.token, { ...same, phoneNumber: '+4915112345678' });
    expect([changed.status, changed.body]).toEqual([200, { acknowledged: true }]);
    expect((await get(acc.owner.token, '/visitor/get-contacts?search=person6@')).body.data[0].phoneNumber).toBe('+4915112345678');
  });

  it('makes a guest a contact when staff save details', async () => {
    const guest = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id, contact: false });
    expect((await get(acc.owner.token, '/visitor/get-contacts?search=saved.guest')).body.data).toEqual([]);
    expect((await update(acc.agentA.token, { visitorId: guest.visitorId, email: 'saved.guest@example.com' })).body).toEqual({ acknowledged: true });
    expect(emails((await get(acc.owner.token, '/visitor/get-contacts?search=saved.guest')).body)).toEqual(['saved.guest@example.com']);
  });

  it("answers 404 for another account's guest", async () => {
    const c = contacts[7];
    expect((await update(other.owner.token, { visitorId: c.visitorId, email: 'x@example.com' })).status).toBe(404);
  });
});

describe('POST /visitor/delete-contact and the contact conversation', () => {
  it('erases the personal fields, leaves the list, keeps the chats under Guest{id}', async () => {
    const c = contacts[10];
    const chatId = await insertChat(t.server, { visitor: c, agent: { id: acc.agentA.id, name: acc.agentA.name }, status: 5 });
    const foreign = await api(t.url, 'POST', '/visitor/delete-contact', { token: other.owner.token, body: { guestId: c.guestId, pluginId: acc.shop.pluginId, visitorId: c.visitorId } });
    expect(foreign.status).toBe(404);
    const answer = await api(t.url, 'POST', '/visitor/delete-contact', { token: acc.owner.token, body: { guestId: c.guestId, pluginId: acc.shop.pluginId, visitorId: c.visitorId } });
    expect([answer.status, answer.body]).toEqual([200, { statusCode: 200, message: 'Contact deleted' }]);
    const [row] = await t.server.ctx.db.select().from(visitors).where(eq(visitors.id, c.id));
    expect(row).toMatchObject({ email: '', firstName: '', lastName: '', phoneNumber: '', contactSince: null, guestId: c.guestId });
    expect((await get(acc.owner.token, '/visitor/get-contacts?search=person10@')).body.data).toEqual([]);
    expect((await get(acc.owner.token, '/visitor/get-contacts?take=100')).body.data.map((x: LooseJson) => x._id)).not.toContain(c.id);
    const history = await get(acc.owner.token, `/chat/single-chat-history/${chatId}`);
    expect(history.body).toMatchObject({ chatId, visitorId: { _id: c.id, guestId: c.guestId, email: '', firstName: '' } });
    // Deleted already: nothing left to delete.
    expect((await api(t.url, 'POST', '/visitor/delete-contact', { token: acc.owner.token, body: { guestId: c.guestId, pluginId: acc.shop.pluginId, visitorId: c.visitorId } })).status).toBe(404);
  });

  it('lists the past sessions oldest first: messages, then the closing item', async () => {
    const c = contacts[20];
    const alice = { id: acc.agentA.id, name: acc.agentA.name };
    const older = await insertChat(t.server, { visitor: c, agent: alice, status: 2, endedAt: new Date(Date.now() - 2 * 86_400_000), messages: 2 });
    const newer = await insertChat(t.server, { visitor: c, agent: null, status: 4, endedAt: new Date(Date.now() - 60_000), messages: 1 });
    await insertChat(t.server, { visitor: c, agent: alice, state: 'active' });
    const answer = await get(acc.owner.token, `/chat/get-contact-conversation?visitorid=${c.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ chatId: older, seq: 1, direction: 'inbound', bodyText: 'guest line 1' }),
      expect.objectContaining({ chatId: older, seq: 2, direction: 'outbound', agentName: 'Agent Alice' }),
      { chatId: older, status: 2, agentName: 'Agent Alice', chatTime: expect.any(String), rating: null },
      expect.objectContaining({ chatId: newer, seq: 1, direction: 'inbound' }),
      { chatId: newer, status: 4, agentName: '', chatTime: expect.any(String), rating: null },
    ]);
    // An agent sees the sessions they handled; another account sees nothing.
    expect((await get(acc.agentA.token, `/chat/get-contact-conversation?visitorid=${c.id}`)).body.map((item: LooseJson) => item.chatId)).toEqual([older, older, older]);
    expect((await get(acc.agentB.token, `/chat/get-contact-conversation?visitorid=${c.id}`)).body).toEqual([]);
    expect((await get(other.owner.token, `/chat/get-contact-conversation?visitorid=${c.id}`)).body).toEqual([]);
    expect((await get(acc.owner.token, '/chat/get-contact-conversation?visitorid=unknown')).body).toEqual([]);
    expect((await get(acc.owner.token, '/chat/get-contact-conversation')).body).toEqual([]);
  });
});
