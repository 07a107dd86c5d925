// The small form an agent message's [contact-form] placeholder stands for (spec 001 §5 contact rules,
// checked with contactFormErrors before sending; the server's fieldErrors show the same way).
import type { VisitorAcks } from 'shared-kernel/contracts';
import type { ContactFormFields } from 'shared-kernel/rules';
import { MESSAGE_MARKERS } from 'shared-kernel/contracts';
import { CONTACT_FORM_FIELDS, contactFormErrors } from 'shared-kernel/rules';
import { el, linkifiedText } from './dom';
import { t, type WidgetTextKey } from '../i18n/widget-texts';

type Field = keyof ContactFormFields;

// Labels by key, read when a form is made: the guest's language is loaded by then.
const FIELDS: Record<Field, { label: WidgetTextKey; type: string; autocomplete: string }> = {
  firstName: { label: 'contactFirstName', type: 'text', autocomplete: 'given-name' },
  lastName: { label: 'contactLastName', type: 'text', autocomplete: 'family-name' },
  email: { label: 'contactEmail', type: 'email', autocomplete: 'email' },
  phoneNumber: { label: 'contactPhone', type: 'tel', autocomplete: 'tel' },
};

export interface ContactFormActions {
  submit(form: ContactFormFields & { messageId: string }): Promise<VisitorAcks['visitor:contact-form']>;
  isDone(messageId: string): boolean;
}

let formCount = 0;

function thanks(): HTMLElement {
  return el('div', { class: 'lc-info lc-contact-done', role: 'status' }, t('contactThanks'));
}

/** The form of one message, kept by the caller across renders so typed values stay; swaps itself for a thank-you line. */
export function createContactForm(messageId: string, actions: ContactFormActions): HTMLElement {
  const wrap = el('div', { class: 'lc-contact-wrap' });
  if (actions.isDone(messageId)) {
    wrap.append(thanks());
    return wrap;
  }
  const id = `lc-cf-${++formCount}`;
  const inputs = {} as Record<Field, HTMLInputElement>;
  const errors = {} as Record<Field, HTMLElement>;
  const form = el('form', { class: 'lc-contact', novalidate: true, 'aria-label': t('contactForm') });
  for (const field of CONTACT_FORM_FIELDS) {
    const spec = FIELDS[field];
    const input = el('input', {
      id: `${id}-${field}`,
      class: 'lc-input',
      name: field,
      type: spec.type,
      autocomplete: spec.autocomplete,
      'aria-describedby': `${id}-${field}-error`,
    });
    const error = el('div', { class: 'lc-error', id: `${id}-${field}-error`, hidden: true });
    inputs[field] = input;
    errors[field] = error;
    form.append(el('div', { class: 'lc-field' }, el('label', { for: input.id }, t(spec.label)), input, error));
  }
  const formError = el('div', { class: 'lc-error', role: 'alert', hidden: true });
  const send = el('button', { type: 'submit', class: 'lc-button' }, t('contactSend'));
  form.append(formError, send);
  wrap.append(form);

  const show = (fieldErrors: Partial<Record<string, string>>, general?: string) => {
    const other: string[] = general ? [general] : [];
    for (const [field, message] of Object.entries(fieldErrors)) if (message && !(field in inputs)) other.push(message);
    for (const field of CONTACT_FORM_FIELDS) {
      const message = fieldErrors[field];
      errors[field].hidden = !message;
      errors[field].textContent = message ?? '';
      if (message) inputs[field].setAttribute('aria-invalid', 'true');
      else inputs[field].removeAttribute('aria-invalid');
    }
    formError.hidden = !other.length;
    formError.textContent = other.join(' ');
    const first = CONTACT_FORM_FIELDS.find((field) => fieldErrors[field]);
    if (first) inputs[first].focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (send.disabled) return;
    const values = Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, inputs[field].value.trim()])) as unknown as ContactFormFields;
    if (CONTACT_FORM_FIELDS.every((field) => !values[field])) return show({}, t('contactEmpty'));
    const problems = contactFormErrors(values);
    if (Object.keys(problems).length) return show(problems);
    show({});
    send.disabled = true;
    void actions.submit({ messageId, ...values }).then((answer) => {
      send.disabled = false;
      if (answer.ok) return wrap.replaceChildren(thanks());
      show(answer.fieldErrors ?? {}, answer.fieldErrors && Object.keys(answer.fieldErrors).length ? undefined : answer.error);
    });
  });
  return wrap;
}

/** The text of a message around its first [contact-form] (later ones dropped), or null when it has none. */
export function splitContactForm(text: string): { before: string; after: string } | null {
  const at = text.indexOf(MESSAGE_MARKERS.contactForm);
  if (at < 0) return null;
  const after = text.slice(at + MESSAGE_MARKERS.contactForm.length).split(MESSAGE_MARKERS.contactForm).join('');
  return { before: text.slice(0, at), after };
}

/** A message body with the form where the placeholder stands; the text around it stays text. */
export function contactFormBody(parts: { before: string; after: string }, form: HTMLElement): DocumentFragment {
  const body = document.createDocumentFragment();
  if (parts.before.trim()) body.append(linkifiedText(parts.before.trimEnd()));
  body.append(form);
  if (parts.after.trim()) body.append(linkifiedText(parts.after.trimStart()));
  return body;
}
