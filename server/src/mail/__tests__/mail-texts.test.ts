// Issue 37: the mails in the receiver's language. English stays the spec's texts word for word; the other
// languages come from their catalogue, with their plurals, and Arabic reads right to left.
import { join } from 'node:path';
import { LOCALES, type Locale } from 'shared-kernel/i18n';
import { readCatalogue } from 'shared-kernel/i18n-compile';
import { MAIL_TEXT_KEYS, mailTexts } from '../mail-texts';
import { offlineMessageMail } from '../templates/offline-message-mail';
import { describeDuration, resetPasswordMail } from '../templates/reset-password-mail';
import { transcriptMail, type TranscriptLine } from '../templates/transcript-mail';
import { verificationMail } from '../templates/verification-mail';

const texts = (locale: Locale) => readCatalogue(join(__dirname, '..', 'i18n'), locale);
const at = new Date('2025-03-05T14:03:00Z');
const lines: TranscriptLine[] = [
  { direction: 'inbound', bodyText: 'Is <b>this</b> free?', agentName: null, createdAt: at },
  { direction: 'outbound', bodyText: 'Yes [contact-form]', agentName: null, createdAt: at },
  { direction: 'outbound', bodyText: 'Hi', agentName: 'Ann', createdAt: at },
];

describe('the mail catalogue', () => {
  it('holds exactly the keys the templates use, and every language compiles', () => {
    expect(Object.keys(texts('en')).sort()).toEqual([...MAIL_TEXT_KEYS].sort());
    const values = { name: 'N', code: 'C', duration: 'D', widgetName: 'W', domain: 'X', fileName: 'F', guestId: 'G', email: 'E', link: 'L' };
    for (const locale of LOCALES) {
      const t = mailTexts(locale);
      const own = texts(locale);
      // Each language's own text (not the English fallback a missing or broken one gets), placeholders filled.
      for (const key of MAIL_TEXT_KEYS.filter((name) => !name.startsWith('duration.'))) {
        const expected = own[key].replace(/\{(\w+)\}/g, (_, name: keyof typeof values) => values[name]);
        expect([locale, key, t(key, values)]).toEqual([locale, key, expected]);
      }
      for (const key of ['duration.hours', 'duration.minutes', 'duration.seconds'] as const) expect(t(key, { count: 7 })).toContain('7');
    }
  });

  it('writes English as the templates always did', () => {
    const verification = verificationMail({ to: 'a@x.test', fullName: 'Ann <A>', link: 'http://c.test/v?a=1&b=2', code: '1234', locale: 'en' });
    expect(verification.subject).toBe('Verify your email');
    expect(verification.text).toBe(
      'Hello Ann <A>,\n\nThank you for signing up. Please verify your email by opening this link:\nhttp://c.test/v?a=1&b=2\n\nOr enter this 4-digit code: 1234\n\nIf you did not sign up, you can ignore this mail.',
    );
    expect(verification.html).toBe(
      [
        '<p>Hello Ann &lt;A&gt;,</p>',
        '<p>Thank you for signing up. Please verify your email by opening this link:</p>',
        '<p><a href="http://c.test/v?a=1&amp;b=2">http://c.test/v?a=1&amp;b=2</a></p>',
        '<p>Or enter this 4-digit code: <strong>1234</strong></p>',
        '<p>If you did not sign up, you can ignore this mail.</p>',
      ].join('\n'),
    );
    const reset = resetPasswordMail({ to: 'a@x.test', fullName: 'Ann', link: 'http://c.test/r', validSeconds: 5400, locale: 'en' });
    expect([reset.subject, reset.text.split('\n')[5]]).toEqual(['Reset your password', 'The link works once and expires in 90 minutes.']);
    expect(reset.html).toContain('<p>If you did not ask for it, you can ignore this mail; your password stays the same.</p>');
    expect([3600, 7200, 60, 1800, 1, 45, 3661].map((seconds) => describeDuration(seconds))).toEqual([
      '1 hour', '2 hours', '1 minute', '30 minutes', '1 second', '45 seconds', '3661 seconds',
    ]);
    const offline = offlineMessageMail({ to: 'o@x.test', widgetName: 'Shop', guestId: 1234, name: 'Bo', email: 'bo@x.test', message: 'a\nb', link: 'http://c.test/o', locale: 'en' });
    expect(offline.subject).toBe('Offline message from Guest1234 on Shop');
    expect(offline.text).toBe('Name: Bo\nEmail: bo@x.test\n\na\nb\n\nOpen it in the console: http://c.test/o');
    expect(offline.html).toBe('<p>Name: Bo<br>Email: bo@x.test</p>\n<p>a<br>b</p>\n<p><a href="http://c.test/o">Open it in the console</a></p>');
    const transcript = transcriptMail({ to: 'g@x.test', widgetName: 'Shop', domain: 'shop.test', timeZone: 'UTC', messages: lines, locale: 'en' });
    expect(transcript.subject).toBe('Your chat transcript from Shop');
    expect(transcript.text).toBe(
      [
        'Here is a copy of your chat with Shop (shop.test).',
        '',
        '[5 Mar 2025, 14:03 UTC] You: Is <b>this</b> free?',
        '[5 Mar 2025, 14:03 UTC] Agent: Yes (contact form)',
        '[5 Mar 2025, 14:03 UTC] Ann: Hi',
        '',
        'Thank you for chatting with us.',
      ].join('\n'),
    );
    expect(transcript.html).not.toContain('dir=');
  });

  it('writes the other languages from their catalogue, with their plurals and dates, Arabic right to left', () => {
    const de = texts('de');
    expect(describeDuration(3600, 'de')).toBe('1 Stunde');
    expect(describeDuration(1800, 'de')).toBe('30 Minuten');
    const forms = [0, 1, 2, 3, 11, 100].map((hours) => describeDuration(hours * 3600, 'ar'));
    expect(new Set(forms).size).toBe(6);
    const reset = resetPasswordMail({ to: 'a@x.test', fullName: 'Jörg', link: 'http://c.test/r', validSeconds: 3600, locale: 'de' });
    expect(reset.subject).toBe(de['reset.subject']);
    expect(reset.text).toContain(de['reset.expiry'].replace('{duration}', '1 Stunde'));

    const es = texts('es');
    const transcript = transcriptMail({ to: 'g@x.test', widgetName: 'Shop', domain: 'shop.test', timeZone: 'UTC', messages: lines, locale: 'es' });
    const when = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: 'UTC' }).format(at);
    expect(when).not.toBe('5 Mar 2025, 14:03 UTC');
    expect(transcript.text.split('\n')).toEqual([
      es['transcript.intro'].replace('{widgetName}', 'Shop').replace('{domain}', 'shop.test'),
      '',
      `[${when}] ${es['transcript.you']}: Is <b>this</b> free?`,
      `[${when}] ${es['transcript.agent']}: Yes ${es['transcript.contactForm']}`,
      `[${when}] Ann: Hi`,
      '',
      es['transcript.thanks'],
    ]);

    const ar = texts('ar');
    const verification = verificationMail({ to: 'a@x.test', fullName: 'Ann <A>', link: 'http://c.test/v', code: '1234', locale: 'ar' });
    expect(verification.subject).toBe(ar['verification.subject']);
    const html = verification.html ?? '';
    expect(html.startsWith('<div dir="rtl">\n<p>')).toBe(true);
    expect(html.endsWith('</p>\n</div>')).toBe(true);
    expect(html).toContain(ar.greeting.replace('{name}', 'Ann &lt;A&gt;'));
    expect(html).toContain(`<strong>1234</strong>`);
    expect(verification.text).not.toContain('dir=');
  });

  it('takes anything but one of its languages as English', () => {
    for (const hostile of ['__proto__', '../en', 'constructor', 'xx'] as unknown as Locale[]) {
      expect(mailTexts(hostile)('transcript.you')).toBe('You');
    }
  });
});
