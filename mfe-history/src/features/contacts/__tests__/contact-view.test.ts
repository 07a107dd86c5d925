import { emailOrGuest, lastSeenText, contactLabel } from '../lib/contact-view';
import { contact } from './contact-fixtures';

describe('contact view', () => {
  it('Last Seen trims the last 8 characters and replaces T with a space', () => {
    expect(lastSeenText('2024-05-17T08:09:10.000Z')).toBe('2024-05-17 08:09');
    expect(lastSeenText('2024-05-17T08:09:10+02:00')).toBe('2024-05-17 08:09:');
    expect(lastSeenText('')).toBe('');
  });

  it('names a contact without e-mail Guest{guestId}', () => {
    expect(emailOrGuest(contact(1, { email: ' ' }))).toBe('Guest101');
    expect(contactLabel(contact(1, { email: '', firstName: '', lastName: '' }))).toBe('Guest101');
  });
});
