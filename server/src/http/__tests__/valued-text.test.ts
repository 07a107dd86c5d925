// Issue 37: error texts with values (valued-text.ts), formatted in English word for word and translated with
// the same values by error-texts.ts; the values never read as ICU.
import { MAX_TRANSFER_NOTE_LENGTH, TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import { ROUTING_TEXTS } from 'shared-kernel/queue';
import { ABUSE_MESSAGES } from '../../abuse/abuse-limits';
import { CHAT_LIMIT_INVALID } from '../../agents/chat-limit';
import { atChatLimit } from '../../chats/agent-room';
import { decide, type ChatFacts, type ChatReader } from '../../chats/chat-policy';
import { NOTE_TOO_LONG } from '../../teamwork/notes';
import { errorText } from '../error-texts';
import { HttpError, notFound } from '../http-error';
import { INPUT_MESSAGES } from '../input-guard';
import { fixedText, messageOf, refusal, text, withMessage } from '../valued-text';

describe('text: a template of the error catalogue and its values', () => {
  it('is formatted in English word for word, and in each language with the same values', () => {
    const found = text('Not found: {method} {path}', { method: 'GET', path: '/api/x' });
    expect(found.english).toBe('Not found: GET /api/x');
    expect(errorText(found, 'en')).toBe('Not found: GET /api/x');
    expect(errorText(found, 'de')).toBe('Nicht gefunden: GET /api/x');
    expect(errorText(found, 'ar')).toBe('غير موجود: GET /api/x');
  });

  it('never reads a value as ICU: braces, quotes and plurals come back as given', () => {
    for (const path of ["/{x}/it's", "'{y}'", '{n, plural, other {#}}', '{toString}', "''"]) {
      const found = text('Not found: {method} {path}', { method: 'GET', path });
      expect([found.english, errorText(found, 'es')]).toEqual([`Not found: GET ${path}`, `No encontrado: GET ${path}`]);
    }
  });

  it('takes plural forms for a count (Arabic’s too), the number as English printed it', () => {
    const mentions = (max: number) => text('At most {max, plural, one {{max} mention} other {{max} mentions}}', { max });
    expect([mentions(1).english, mentions(20).english]).toEqual(['At most 1 mention', 'At most 20 mentions']);
    expect([errorText(mentions(1), 'es'), errorText(mentions(20), 'es')]).toEqual(['Como máximo 1 mención', 'Como máximo 20 menciones']);
    expect([2, 3, 20, 100].map((max) => errorText(mentions(max), 'ar'))).toEqual([
      'الحد الأقصى هو إشارتان',
      'الحد الأقصى هو 3 إشارات',
      'الحد الأقصى هو 20 إشارةً',
      'الحد الأقصى هو 100 إشارة',
    ]);
    const tooLong = text('Description must be at most {max, plural, one {{max} character} other {{max} characters}}', { max: 2000 });
    expect(tooLong.english).toBe('Description must be at most 2000 characters');
  });

  it('translates a text among the values too (a wait in words)', () => {
    expect(ABUSE_MESSAGES.codeGuesses(30).english).toBe('Too many wrong codes. Please try again in a minute.');
    expect(ABUSE_MESSAGES.codeGuesses(300).english).toBe('Too many wrong codes. Please try again in 5 minutes.');
    expect(ABUSE_MESSAGES.signUps(3600).english).toBe('Too many sign-ups from your network. Please try again in an hour.');
    expect(ABUSE_MESSAGES.signUps(3 * 3600).english).toBe('Too many sign-ups from your network. Please try again in 3 hours.');
    expect(errorText(ABUSE_MESSAGES.codeGuesses(30), 'de')).toBe('Zu viele falsche Codes. Bitte versuchen Sie es in einer Minute erneut.');
    expect(errorText(ABUSE_MESSAGES.codeGuesses(300), 'de')).toBe('Zu viele falsche Codes. Bitte versuchen Sie es in 5 Minuten erneut.');
    expect(errorText(ABUSE_MESSAGES.signUps(2 * 3600), 'ar')).toBe('عمليات تسجيل كثيرة جدًا من شبكتك. يُرجى المحاولة مرة أخرى بعد ساعتين.');
  });

  it('answers English for a template that is no key of the catalogue', () => {
    const unknown = text('Nothing like {this}', { this: 'that' });
    expect(errorText(unknown, 'fr')).toBe('Nothing like that');
  });
});

describe('fixedText: a text made once from constants, found by its English', () => {
  it('is a string, the English as before, translated when thrown as it is', () => {
    expect(INPUT_MESSAGES.tooLong).toBe('Text must be at most 10,000 characters');
    expect(INPUT_MESSAGES.tooMany).toBe('The input has more than 1,000 items');
    expect(errorText(INPUT_MESSAGES.tooLong, 'de')).toBe('Text darf höchstens 10.000 Zeichen lang sein');
    expect(INPUT_MESSAGES.forbiddenKey('__proto__')).toBe("The field name '__proto__' is not allowed");
    expect(errorText(INPUT_MESSAGES.forbiddenKey('__proto__'), 'es')).toBe('El nombre de campo «__proto__» no está permitido');
    const made = fixedText('{field} is too long', { field: 'agentId' });
    expect([made, errorText(made, 'pt-BR')]).toEqual(['agentId is too long', 'agentId é longo demais']);
    expect(errorText('agentId is too long!', 'pt-BR')).toBe('agentId is too long!');
  });

  it('keeps the kernel’s texts word for word where the server throws their template', () => {
    expect(CHAT_LIMIT_INVALID).toBe(ROUTING_TEXTS.chatLimitInvalid);
    expect(fixedText(NOTE_TOO_LONG, { max: MAX_TRANSFER_NOTE_LENGTH })).toBe(TEAMWORK_TEXTS.noteTooLong);
    expect(atChatLimit({ load: 3, chatLimit: 3 }).english).toBe(ROUTING_TEXTS.atLimit(3, 3));
    const owner: ChatReader = { userId: 'me', accountId: 'a', wholeAccount: true, readsAgentsChats: false, departments: [] };
    const facts = { clientId: 'a', state: 'active', agentId: 'other', holderRole: 'agent', widgetDepartments: [], agentName: "Anna {x} O'Neil" } as ChatFacts;
    const held = decide(owner, 'write-guest', facts);
    expect(held).toEqual({ ok: false, status: 403, message: TEAMWORK_TEXTS.heldBy("Anna {x} O'Neil") });
    expect(errorText(messageOf(held)!, 'de')).toBe("Anna {x} O'Neil hält diesen Chat: Nur diese Person kann dem Gast schreiben");
  });
});

describe('answers that carry a text with values', () => {
  it('send the English only, keeping the text for the translation step', () => {
    const made = text('The field {field} is too long', { field: 'name' });
    const answer = refusal(made);
    expect(answer).toEqual({ ok: false, message: 'The field name is too long' });
    expect(JSON.stringify(answer)).toBe('{"ok":false,"message":"The field name is too long"}');
    expect(messageOf(answer)).toBe(made);
    // Changed since, or copied: the message is taken as it is.
    expect(messageOf({ ...answer })).toBe('The field name is too long');
    expect(messageOf({ ...withMessage({ statusCode: 413 }, made), message: 'other' })).toBe('other');
    expect(messageOf({ ok: false })).toBeUndefined();
  });

  it('HttpError: message the English, text the message as thrown', () => {
    const made = text('{name} must be a positive integer', { name: 'page' });
    const error = notFound(made);
    expect([error.message, error.text, error.statusCode]).toEqual(['page must be a positive integer', made, 404]);
    expect(new HttpError(400, 'Plain').text).toBe('Plain');
  });
});
