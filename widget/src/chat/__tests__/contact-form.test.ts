// Item 7: an agent message's [contact-form] becomes a small form in place.
import { type WidgetMessage } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { ChatClient } from '../chat-client';
import { createChatView } from '../chat-view';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

const FORM_MESSAGE: WidgetMessage = {
  id: 'm7',
  seq: 1,
  chatId: 'c1',
  direction: 'outbound',
  bodyText: 'Before we go on: [contact-form] Thanks!',
  chatTime: '2026-01-01T10:00:00Z',
  agentName: 'Ann',
};

function setup(keepStorage = false) {
  if (!keepStorage) localStorage.clear();
  document.body.replaceChildren();
  const socket = new FakeSocket();
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage) });
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config: CONFIG, onClose: jest.fn() });
  document.body.append(view.element);
  socket.serverConnect();
  socket.push('widget:hello', {
    visitorId: 'v1',
    guestId: 1,
    oldVisitor: true,
    config: CONFIG,
    online: true,
    chat: { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [FORM_MESSAGE], lastSeq: 1, payments: [] },
  });
  const root = view.element;
  const input = (label: string) => {
    const target = Array.from(root.querySelectorAll('label')).find((l) => l.textContent === label);
    return root.querySelector<HTMLInputElement>(`#${target!.htmlFor}`)!;
  };
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) input(label).value = value;
  };
  const submit = () => root.querySelector<HTMLFormElement>('.lc-contact')!.dispatchEvent(new Event('submit', { cancelable: true }));
  const errorOf = (label: string) => root.querySelector<HTMLElement>(`#${input(label).getAttribute('aria-describedby')}`)!;
  return { socket, client, root, input, fill, submit, errorOf };
}

describe('contact form', () => {
  it('stands where the placeholder is, the text around it stays text, every field labelled', () => {
    const { root, input } = setup();
    const bubble = root.querySelector('.lc-agent .lc-bubble')!;
    const nodes = Array.from(bubble.childNodes);
    expect(nodes[0].textContent).toBe('Before we go on:');
    expect((nodes[1] as HTMLElement).querySelector('form.lc-contact')).not.toBeNull();
    expect(nodes[2].textContent).toBe('Thanks!');
    expect(bubble.textContent).not.toContain('[contact-form]');
    for (const label of ['First name', 'Last name', 'Email', 'Phone']) expect(input(label)).toBeInstanceOf(HTMLInputElement);
    expect(input('Email').type).toBe('email');
    expect(input('Phone').type).toBe('tel');
    const send = root.querySelector<HTMLButtonElement>('.lc-contact button[type=submit]')!;
    expect(send.textContent).toBe('Send');
  });

  it('says so when nothing was filled, and sends nothing', () => {
    const { socket, root, submit } = setup();
    submit();
    expect(root.querySelector('.lc-contact [role=alert]')?.textContent).toBe('Please fill in at least one field');
    expect(socket.sent('visitor:contact-form')).toHaveLength(0);
  });

  it('checks the fields with the contact rules first, each message under its field', () => {
    const { socket, fill, submit, errorOf, input } = setup();
    fill({ 'First name': 'Al', Email: 'not-mail', Phone: '12' });
    submit();
    expect(errorOf('First name').textContent).toBe(MESSAGES.contactFirstName);
    expect(errorOf('Email').textContent).toBe(MESSAGES.contactEmail);
    expect(errorOf('Phone').textContent).toBe(MESSAGES.contactPhone);
    expect(errorOf('Last name').hidden).toBe(true);
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(socket.sent('visitor:contact-form')).toHaveLength(0);
  });

  it('shows the server’s fieldErrors the same way', async () => {
    const { socket, fill, submit, errorOf } = setup();
    fill({ Email: 'guest@example.com' });
    submit();
    socket.sent('visitor:contact-form')[0].ack?.({ ok: false, error: 'Invalid', fieldErrors: { email: 'This email is refused' } });
    await flush();
    expect(errorOf('Email').textContent).toBe('This email is refused');
    expect(errorOf('Email').hidden).toBe(false);
  });

  it('sends the answers, keeps what was typed across renders, then thanks the guest — also on the next page', async () => {
    const { socket, root, fill, submit, input } = setup();
    fill({ 'First name': 'Grace', 'Last name': 'Hopper', Email: 'grace@example.com', Phone: '+1 555 123 4567' });
    // Another message arrives while the guest fills the form: nothing typed is lost.
    socket.push('widget:message', { ...FORM_MESSAGE, id: 'm8', seq: 2, bodyText: 'Take your time' });
    expect(input('First name').value).toBe('Grace');
    submit();
    expect(socket.sent('visitor:contact-form')[0].payload).toEqual({
      messageId: 'm7',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phoneNumber: '+1 555 123 4567',
    });
    socket.sent('visitor:contact-form')[0].ack?.({ ok: true });
    await flush();
    expect(root.querySelector('.lc-contact')).toBeNull();
    expect(root.querySelector('.lc-contact-done')?.textContent).toBe('Thank you! Your contact details have been sent.');

    const nextPage = setup(true);
    expect(nextPage.root.querySelector('.lc-contact')).toBeNull();
    expect(nextPage.root.querySelector('.lc-contact-done')).not.toBeNull();
  });
});
