// Fills one account with a year of realistic history in a few set-based statements (INSERT … SELECT over
// generate_series): contacts, ended chats of every end reason, their messages, conversions, blocked guests
// and one chat of exactly 2,000 messages, ratings, and the reports' facts and rollups. Ids are derived from the account and a row number, so the
// statements join on them without reading anything back.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db/database';
import { rowsOf } from '../../src/db/json-row';
import { dropForBulkLoad, insertChatsWithHolds, rebuildAfterBulkLoad, rollAccount, writeAccountFacts } from './seed-bulk';
import { defaultWidgetSettings } from 'shared-kernel/contracts';

export const SEED_DOMAIN_SUFFIX = '.acme-history.test';
export const LONG_CHAT_MESSAGES = 2000;
export const SEEDED_AGENT_PASSWORD = 'Agent#Seed1';

export interface HistorySeedOptions {
  accountId: string;
  ownerEmail: string;
  chats: number;
  contacts: number;
  /**
   * Only the messages the reports read (the guest's first, the agent's first answer 3-92 s after the
   * accept), so that a million chats stay small and quick to seed.
   */
  fewMessages?: boolean;
  log?: (line: string) => void;
  /** The time the rollups are rolled up to (the finished days and hours before it). */
  now?: Date;
}

/** What a benchmark needs to find its way in the seeded account. */
export interface HistorySeedResult {
  accountId: string;
  ownerEmail: string;
  chats: number;
  contacts: number;
  longChatId: string;
  /** The widgets made (domain, pluginId); the last one is soft-deleted. */
  widgets: Array<{ domain: string; pluginId: string; deleted: boolean }>;
  agentIds: string[];
  /** A contact far down the list (by last seen) and a search term that finds it. */
  deepContact: { id: string; email: string; search: string };
  timings: Record<string, number>;
}

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Lucas', 'Mia', 'Mateo', 'Amelia', 'Levi', 'Harper', 'Ezra', 'Evelyn', 'Leo', 'Aria', 'Kai', 'Chloe', 'Yusuf', 'Ingrid', 'Hiroshi', 'Priya', 'Chen', 'Fatima', 'Diego', 'Zanele', 'Mikko', 'Ana', 'Tomasz'];
const LAST = ['Smith', 'Johnson', 'Garcia', 'Müller', 'Rossi', 'Dubois', 'Nakamura', 'Kowalski', 'Silva', 'Okafor', 'Andersen', 'Patel', 'Kim', 'Nguyen', 'Hernandez', 'Lopez', 'Wilson', 'Taylor', 'Moreau', 'Schmidt', 'Costa', 'Ivanova', 'Haddad', 'Larsen', 'Novak'];
const PLACES = [
  ['US', 'United States', 'New York', 'New York'],
  ['US', 'United States', 'Austin', 'Texas'],
  ['GB', 'United Kingdom', 'London', 'England'],
  ['DE', 'Germany', 'Berlin', 'Berlin'],
  ['FR', 'France', 'Lyon', 'Auvergne-Rhône-Alpes'],
  ['IN', 'India', 'Bengaluru', 'Karnataka'],
  ['BR', 'Brazil', 'São Paulo', 'São Paulo'],
  ['JP', 'Japan', 'Osaka', 'Osaka'],
  ['CA', 'Canada', 'Toronto', 'Ontario'],
  ['AU', 'Australia', 'Sydney', 'New South Wales'],
  ['NG', 'Nigeria', 'Lagos', 'Lagos'],
  ['PL', 'Poland', 'Kraków', 'Lesser Poland'],
];
const BROWSERS = ['Chrome', 'Chrome', 'Chrome', 'Safari', 'Safari', 'Firefox', 'Edge', 'Opera', 'Samsung Internet'];
const SYSTEMS = ['Windows', 'Windows', 'macOS', 'iOS', 'iOS', 'Android', 'Android', 'Linux'];
const PAGES = ['/', '/pricing', '/products/standing-desk', '/products/ergonomic-chair', '/checkout', '/cart', '/blog/home-office-tips', '/help/shipping', '/help/returns', '/contact'];
const MAIL_HOSTS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'icloud.com', 'example.org'];
const RATING_COMMENTS = ['Quick and friendly, thanks!', 'Solved my problem in minutes.', 'Took a while to get an answer.', 'Very helpful agent.', 'Not what I hoped for.'];
const GUEST_LINES = [
  'Hi, is the standing desk in stock?',
  'How long does shipping to my country take?',
  'Can I change the delivery address of my order?',
  'Do you offer a student discount?',
  'The checkout page shows an error when I pay',
  'Is there a warranty on the chair?',
  'Thanks, that helps a lot!',
  'Could you send me the invoice again?',
  'What colours does it come in?',
  'Ok, I will wait for the e-mail.',
  'Can I pay in two instalments?',
  'Great, thank you. Have a nice day!',
];
const AGENT_LINES = [
  'Hello! Happy to help. Let me check that for you.',
  'Yes, it is in stock and ships within 2 business days.',
  'Delivery usually takes 3 to 5 working days.',
  'I have updated the address on your order.',
  'We offer 10% off with a valid student e-mail.',
  'Could you share your order number, please?',
  'The warranty is 5 years on the frame and 2 on the mechanism.',
  'I have just re-sent the invoice to your e-mail.',
  'It comes in black, white and oak.',
  'Is there anything else I can help you with?',
  'You are welcome, have a great day!',
];
const AUTO_LINES = ['Need help choosing the right desk? Ask us!', 'Free shipping on orders over $200 this week.', 'Questions about your order? We are online.'];
const ATTACHMENTS = ['photo-of-damage.png', 'order-screenshot.jpg', 'invoice-2291.pdf', 'assembly-guide.pdf', 'room-layout.png'];

/** A whole number written into the statement (ours, never input): PostgreSQL then knows its type. */
const n = (value: number) => sql.raw(String(Math.trunc(value)));
/** A SQL text array literal of `values`. */
const textArray = (values: readonly string[]) => sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
/** Element `i` (any integer expression) of a text array, wrapping around. */
const pick = (array: ReturnType<typeof textArray>, length: number, index: ReturnType<typeof sql>) => sql`(${array})[1 + mod(abs(${index}), ${n(length)})]`;

async function timed<T>(timings: Record<string, number>, label: string, log: (line: string) => void, task: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await task();
  timings[label] = Math.round(performance.now() - started);
  log(`  ${label}: ${(timings[label] / 1000).toFixed(1)} s`);
  return result;
}

/** Refuses an account that already holds seeded history (a second run would only double it). */
export async function seededAlready(db: Db, accountId: string): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await db.execute(sql`select 1 as found from widgets where client_id = ${accountId} and domain like ${'%' + SEED_DOMAIN_SUFFIX} limit 1`),
  );
  return rows.length > 0;
}

/**
 * Seeds in one transaction, so a failure leaves the database as it was (nothing half-done to refuse a
 * rerun over), then refreshes the planner's statistics, which VACUUM cannot do inside a transaction.
 */
export async function seedHistory(db: Db, options: HistorySeedOptions): Promise<HistorySeedResult> {
  const log = options.log ?? (() => undefined);
  const result = await db.transaction((tx) => insertHistory(tx as unknown as Db, options));
  await timed(result.timings, 'vacuum analyze', log, async () => {
    for (const table of ['visitors', 'chats', 'chat_messages', 'conversions']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  });
  return result;
}

async function insertHistory(db: Db, options: HistorySeedOptions): Promise<HistorySeedResult> {
  const log = options.log ?? (() => undefined);
  const { accountId } = options;
  const timings: Record<string, number> = {};
  const tag = accountId.slice(0, 8);
  const vid = (i: ReturnType<typeof sql>) => sql`md5(${accountId} || '-v-' || ${i})::uuid::text`;
  const cid = (i: ReturnType<typeof sql>) => sql`md5(${accountId} || '-c-' || ${i})::uuid::text`;

  // Widgets: three live domains and one deleted (its chats stay in history).
  const widgetRows = ['shop', 'help', 'blog', 'old-shop'].map((name, index) => ({
    id: randomUUID(),
    pluginId: randomUUID(),
    domain: `${name}${SEED_DOMAIN_SUFFIX}`,
    name: `Acme ${name}`,
    deleted: index === 3,
  }));
  const agentIds: string[] = [];
  await timed(timings, 'widgets and agents', log, async () => {
    for (const widget of widgetRows) {
      await db.execute(sql`insert into widgets (id, plugin_id, client_id, widget_name, domain, settings, deleted_at)
        values (${widget.id}, ${widget.pluginId}, ${accountId}, ${widget.name}, ${widget.domain}, ${JSON.stringify(defaultWidgetSettings(options.ownerEmail))}::jsonb,
          ${widget.deleted ? sql`now() - interval '2 months'` : sql`null`})`);
    }
    const passwordHash = await hashPassword(SEEDED_AGENT_PASSWORD);
    const names = ['Maya Brooks', 'Omar Haddad', 'Lena Fischer', 'Raj Mehta', 'Sofia Russo', 'Tom Becker'];
    for (const [index, fullName] of names.entries()) {
      const id = randomUUID();
      await db.execute(sql`insert into users (id, email, password_hash, full_name, role, client_id, status)
        values (${id}, ${`history-agent-${index + 1}-${tag}@example.com`}, ${passwordHash}, ${fullName}, 'agent', ${accountId}, 1)`);
    }
    const agents = rowsOf<{ id: string }>(await db.execute(sql`select id from users where client_id = ${accountId} and role in ('agent', 'manager') order by created_at, id`));
    agentIds.push(...agents.map((row) => row.id));
  });

  const counter = rowsOf<{ last: number }>(
    await db.execute(sql`insert into guest_counters (client_id, last_guest_id) values (${accountId}, ${n(options.contacts + 1)})
      on conflict (client_id) do update set last_guest_id = guest_counters.last_guest_id + ${n(options.contacts + 1)}
      returning last_guest_id - ${n(options.contacts + 1)} as last`),
  )[0].last;

  // Bulk loads without keys, indexes and foreign keys (made again, and checked, before the rollups).
  const deferred = await dropForBulkLoad(db, ['visitors', 'chats', 'chat_holds', 'chat_messages', 'conversions', 'report_chat_facts', 'report_hold_facts']);
  await db.execute(sql`select setseed(0.42)`);
  const contacts = options.contacts;
  const place = (field: number, index: ReturnType<typeof sql>) => pick(textArray(PLACES.map((entry) => entry[field])), PLACES.length, index);
  const widgetIds = textArray(widgetRows.map((widget) => widget.id));
  const liveWidgets = 3;
  await timed(timings, `${contacts} contacts`, log, () =>
    db.execute(sql`insert into visitors (id, visitor_id, client_id, widget_id, guest_id, ip_address, browser, operating_system, viewing, referrer,
        email, first_name, last_name, phone_number, city, region, country, flag, contact_since, last_seen, created_at, updated_at)
      select ${vid(sql`i`)}, 'lc_visitor_' || md5(${accountId} || '-visitor-' || i), ${accountId},
        ${pick(widgetIds, liveWidgets, sql`i`)}, ${n(counter)} + i,
        '10.' || mod(i / 65536, 256) || '.' || mod(i / 256, 256) || '.' || mod(i, 256),
        ${pick(textArray(BROWSERS), BROWSERS.length, sql`i * 7`)}, ${pick(textArray(SYSTEMS), SYSTEMS.length, sql`i * 11`)},
        jsonb_build_array('https://shop' || ${SEED_DOMAIN_SUFFIX} || ${pick(textArray(PAGES), PAGES.length, sql`i`)},
          'https://shop' || ${SEED_DOMAIN_SUFFIX} || ${pick(textArray(PAGES), PAGES.length, sql`i * 3 + 1`)} || '?utm_source=newsletter'),
        case when mod(i, 3) = 0 then 'https://www.google.com/' else '' end,
        case when mod(i, 10) = 0 then '' else lower(${pick(textArray(FIRST), FIRST.length, sql`i`)} || '.' || ${pick(textArray(LAST), LAST.length, sql`i / 7`)})
          || i || '@' || ${pick(textArray(MAIL_HOSTS), MAIL_HOSTS.length, sql`i / 3`)} end,
        case when mod(i, 6) = 0 then '' else ${pick(textArray(FIRST), FIRST.length, sql`i`)} end,
        case when mod(i, 4) = 0 then '' else ${pick(textArray(LAST), LAST.length, sql`i / 7`)} end,
        case when mod(i, 5) = 0 then '+1555' || lpad(i::text, 7, '0') else '' end,
        ${place(2, sql`i * 13`)}, ${place(3, sql`i * 13`)}, ${place(1, sql`i * 13`)}, ${place(0, sql`i * 13`)}, now(), now(), now(), now()
      from generate_series(1, ${n(contacts)}) as i`),
  );

  // Chats: each contact at least one (i <= contacts), the rest spread at random; more recent months busier.
  const chats = options.chats;
  const fewMessages = options.fewMessages ?? false;
  const agentArray = textArray(agentIds);
  // Only the seeded widgets' chats: the account's own chats are left alone.
  const seededChats = sql`c.client_id = ${accountId} and c.widget_id = any(${widgetIds})`;
  await timed(timings, `${chats} chats`, log, () =>
    insertChatsWithHolds(
      db,
      sql`insert into chats (id, client_id, widget_id, visitor_row_id, visitor_id, guest_id, state, status, agent_id, agent_name,
        last_seq, created_at, updated_at, accepted_at, ended_at)
      select ${cid(sql`g.i`)}, ${accountId}, case when g.age > 200 and mod(g.i, 4) = 0 then ${widgetRows[3].id} else v.widget_id end,
        v.id, v.visitor_id, v.guest_id, 'ended', g.status, a.id, a.full_name,
        g.messages, g.started, g.started + g.length,
        case when a.id is null then null else g.started + (5 + mod(g.i::bigint * 7919, 86)) * interval '1 second' end, g.started + g.length
      from (
        select i, status, age,
          now() - age * interval '1 day' - random() * interval '1 day' as started,
          case when status = 3 then interval '0' when status = 4 then interval '5 minutes' else (120 + floor(random() * 2400)) * interval '1 second' end as length,
          case when status = 3 then 1 when status = 4 then ${fewMessages ? sql`1` : sql`1 + floor(random() * 3)::int`}
            else ${fewMessages ? sql`2` : sql`2 + floor(power(random(), 1.5) * 29)::int`} end as messages,
          case when i <= ${n(contacts)} then i else 1 + floor(random() * ${n(contacts)})::int end as contact
        from (
          select i, 395 * power(random(), 1.6) as age,
            (array[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 2, 2, 2, 2, 1, 1, 3, 3, 4])[1 + floor(random() * 20)::int] as status
          from generate_series(1, ${n(chats)}) as i
        ) s
      ) g
      join visitors v on v.id = ${vid(sql`g.contact`)}
      left join users a on g.status in (1, 2, 5) and a.id = (${agentArray})[1 + mod(g.i * 7, ${n(agentIds.length)})]`,
      seededChats,
    ),
  );

  // Messages: guest and agent alternating; some chats open with an auto message; a few attachments and receipts.
  const total = await timed(timings, 'messages', log, async () => {
    await db.execute(sql`insert into chat_messages (id, chat_id, seq, direction, body_text, agent_id, agent_name, client_message_id, created_at)
      select gen_random_uuid()::text, c.id, s, d.direction,
        case
          when s = 1 and d.auto then '[auto-message]' || ${pick(textArray(AUTO_LINES), AUTO_LINES.length, sql`h`)}
          when mod(h + s, 37) = 0 then '[attachment]' || ${pick(textArray(ATTACHMENTS), ATTACHMENTS.length, sql`h + s`)}
          when d.direction = 'inbound' and mod(h + s, 97) = 0 then 'Paid, here is my receipt: https://pay.stripe.test/receipts/acct_demo/' || left(c.id, 8)
          when d.direction = 'inbound' then ${pick(textArray(GUEST_LINES), GUEST_LINES.length, sql`h + s`)}
          else ${pick(textArray(AGENT_LINES), AGENT_LINES.length, sql`h + s`)}
        end,
        case when d.direction = 'outbound' and not (s = 1 and d.auto) then c.agent_id end,
        case when d.direction = 'outbound' and not (s = 1 and d.auto) then c.agent_name end,
        'seed-' || s,
        case when ${fewMessages} then (case when s = 1 then c.created_at else c.accepted_at + (3 + mod(h, 90)) * interval '1 second' end)
          else c.created_at + floor(extract(epoch from c.ended_at - c.created_at) * s / (c.last_seq + 1)) * interval '1 second' end
      from chats c, generate_series(1, c.last_seq) s,
        lateral (select abs(hashtext(c.id)) as h) hh,
        lateral (select not ${fewMessages} and mod(h, 5) = 0 and c.agent_id is not null as auto) au,
        lateral (select case when c.agent_id is null then 'inbound' when mod(s + (case when au.auto then 1 else 0 end), 2) = 1 then 'inbound' else 'outbound' end as direction, au.auto) d
      where ${seededChats}`);
    return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from chat_messages m join chats c on c.id = m.chat_id where c.client_id = ${accountId}`))[0].n;
  });
  log(`  ${total} messages in the account`);

  // One long chat: exactly 2,000 messages, yesterday.
  const longChatId = randomUUID();
  await timed(timings, 'the 2,000-message chat', log, async () => {
    await db.execute(sql`insert into chats (id, client_id, widget_id, visitor_row_id, visitor_id, guest_id, state, status, agent_id, agent_name, last_seq, created_at, updated_at, accepted_at, ended_at)
      select ${longChatId}, ${accountId}, v.widget_id, v.id, v.visitor_id, v.guest_id, 'ended', 5, a.id, a.full_name, ${n(LONG_CHAT_MESSAGES)},
        now() - interval '1 day', now() - interval '20 hours', now() - interval '1 day', now() - interval '20 hours'
      from visitors v, users a where v.id = ${vid(sql`1`)} and a.id = ${agentIds[0]}`);
    await db.execute(sql`insert into chat_messages (id, chat_id, seq, direction, body_text, agent_id, agent_name, client_message_id, created_at)
      select gen_random_uuid()::text, c.id, s, case when mod(s, 2) = 1 then 'inbound' else 'outbound' end,
        case when mod(s, 2) = 1 then ${pick(textArray(GUEST_LINES), GUEST_LINES.length, sql`s`)} else ${pick(textArray(AGENT_LINES), AGENT_LINES.length, sql`s`)} end,
        case when mod(s, 2) = 0 then c.agent_id end, case when mod(s, 2) = 0 then c.agent_name end,
        'seed-' || s, c.created_at + interval '7 seconds' * s
      from chats c, generate_series(1, ${n(LONG_CHAT_MESSAGES)}) s where c.id = ${longChatId}`);
  });

  await timed(timings, 'conversions, contacts and blocked guests', log, async () => {
    await db.execute(sql`insert into conversions (id, client_id, chat_id, widget_id, visitor_id, guest_id, agent_id, status, response, analytics_uploaded, uploaded_at, created_at, updated_at)
      select gen_random_uuid()::text, c.client_id, c.id, c.widget_id, c.visitor_id, c.guest_id, c.agent_id,
        case when mod(abs(hashtext(c.id)), 10) < 8 then 2 else 3 end,
        case when mod(abs(hashtext(c.id)), 10) < 8 then 'Uploaded' else 'Google Analytics did not accept the event' end,
        mod(abs(hashtext(c.id)), 10) < 8, case when mod(abs(hashtext(c.id)), 10) < 8 then c.ended_at + interval '1 minute' end, c.ended_at, c.ended_at
      from chats c where c.client_id = ${accountId} and c.status = 5 and mod(abs(hashtext(c.id || 'conversion')), 25) = 0`);
    // A contact since its first chat, last seen at its latest. Only the seeded widgets' chats (all ended):
    // the account's own guests keep their rows, and their open chats (no end yet) are left alone.
    await db.execute(sql`update visitors v set contact_since = f.first_chat, created_at = f.first_chat, last_seen = f.last_chat + interval '3 minutes', updated_at = f.last_chat
      from (select visitor_row_id, min(created_at) as first_chat, max(ended_at) as last_chat from chats
        where client_id = ${accountId} and widget_id = any(${widgetIds}) and ended_at is not null group by visitor_row_id) f
      where f.visitor_row_id = v.id and v.client_id = ${accountId}`);
    await db.execute(sql`update visitors set is_blocked = true, blocked_by = (${agentArray})[1 + mod(guest_id, ${n(agentIds.length)})],
        blocked_at = last_seen - interval '1 minute'
      where client_id = ${accountId} and id in (select ${vid(sql`i`)} from generate_series(1, ${n(contacts)}) i where mod(i, 400) = 7)`);
  });

  // About one chat in 33 that an agent answered is rated, four in five Good; then the reports' facts
  // and rollups, as the server keeps them for chats that end.
  await timed(timings, 'ratings', log, () =>
    db.execute(sql`update chats set rating = case when mod(abs(hashtext(id || 'verdict')), 5) = 0 then 'bad' else 'good' end,
        rating_comment = case when mod(abs(hashtext(id || 'comment')), 3) = 0 then ${pick(textArray(RATING_COMMENTS), RATING_COMMENTS.length, sql`abs(hashtext(id))`)} end,
        rated_at = ended_at + interval '1 minute', first_rated_at = ended_at + interval '1 minute'
      where client_id = ${accountId} and agent_id is not null and status in (1, 2, 5) and mod(abs(hashtext(id || 'rated')), 33) = 0`),
  );
  await timed(timings, 'report facts', log, () => writeAccountFacts(db, accountId));
  await timed(timings, 'indexes and foreign keys', log, () => rebuildAfterBulkLoad(db, deferred));
  await timed(timings, 'report rollups', log, () => rollAccount(db, accountId, options.now ?? new Date()));

  // A contact beyond the first pages (by last seen), and a search term only it matches.
  const [deep] = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`select id, email from visitors where client_id = ${accountId} and contact_since is not null and email <> ''
      order by last_seen desc, id desc offset ${n(Math.min(contacts - 1, Math.floor(contacts * 0.8)))} limit 1`),
  );
  return {
    accountId,
    ownerEmail: options.ownerEmail,
    chats,
    contacts,
    longChatId,
    widgets: widgetRows.map((widget) => ({ domain: widget.domain, pluginId: widget.pluginId, deleted: widget.deleted })),
    agentIds,
    deepContact: { id: deep?.id ?? '', email: deep?.email ?? '', search: deep?.email.split('@')[0] ?? '' },
    timings,
  };
}
