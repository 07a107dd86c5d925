import {
  FORGED_MARKER_ERRORS,
  MESSAGE_MARKERS,
  attachmentText,
  classifyMessage,
  forgedMarkerError,
  parseAttachment,
  receiptLink,
  stripAutoMarker,
} from '../index';

describe('classifyMessage', () => {
  it('attachments in either direction', () => {
    expect(classifyMessage({ bodyText: attachmentText('photo.png'), direction: 'inbound' })).toBe('attachment');
    expect(classifyMessage({ bodyText: `${MESSAGE_MARKERS.attachment} invoice.pdf`, direction: 'outbound' })).toBe('attachment');
  });
  it('auto messages start with the marker', () => {
    expect(classifyMessage({ bodyText: '[auto-message]Need help?', direction: 'outbound' })).toBe('auto');
    expect(classifyMessage({ bodyText: 'see [auto-message] later', direction: 'outbound' })).toBe('agent');
  });
  it('receipts only inbound', () => {
    const text = 'Payment done https://pay.stripe.com/receipts/acct_1/rcpt_2';
    expect(classifyMessage({ bodyText: text, direction: 'inbound' })).toBe('receipt');
    expect(classifyMessage({ bodyText: text, direction: 'outbound' })).toBe('agent');
    expect(receiptLink(text)).toBe('https://pay.stripe.com/receipts/acct_1/rcpt_2');
  });
  it('plain bubbles by direction', () => {
    expect(classifyMessage({ bodyText: 'hello', direction: 'inbound' })).toBe('guest');
    expect(classifyMessage({ bodyText: 'hi there', direction: 'outbound' })).toBe('agent');
  });
});

describe('marker helpers', () => {
  it('parses attachments', () => {
    expect(parseAttachment('[attachment]a.JPG')).toEqual({ fileName: 'a.JPG', kind: 'image' });
    expect(parseAttachment('[attachment] doc.pdf')).toEqual({ fileName: 'doc.pdf', kind: 'pdf' });
    expect(parseAttachment('[attachment]notes.txt')).toEqual({ fileName: 'notes.txt', kind: 'file' });
    expect(parseAttachment('[attachment]')).toBeNull();
    expect(parseAttachment('hello')).toBeNull();
  });
  it('strips the auto marker', () => {
    expect(stripAutoMarker('[auto-message] Hello')).toBe('Hello');
    expect(stripAutoMarker('Hello')).toBe('Hello');
  });
  it('ignores non-http receipt links', () => {
    expect(receiptLink('javascript:receipt()')).toBeNull();
  });
});

describe('forgedMarkerError', () => {
  it('refuses typed markers and guest receipt links', () => {
    expect(forgedMarkerError('look [attachment]a.png', 'inbound')).toBe(FORGED_MARKER_ERRORS.attachment);
    expect(forgedMarkerError('[auto-message]Hi', 'outbound')).toBe(FORGED_MARKER_ERRORS.auto);
    expect(forgedMarkerError('paid: https://x.example/receipts/1', 'inbound')).toBe(FORGED_MARKER_ERRORS.receipt);
  });
  it('lets plain text and agent links through', () => {
    expect(forgedMarkerError('hello [attachment]', 'inbound')).toBeNull();
    expect(forgedMarkerError('your receipt: https://x.example/receipts/1', 'outbound')).toBeNull();
    expect(forgedMarkerError('see https://example.com/pricing', 'inbound')).toBeNull();
  });
});
