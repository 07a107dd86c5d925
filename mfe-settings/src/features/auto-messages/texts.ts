// Every user-visible string of the Auto Messages screens (spec 001 §2, §5, §8), in one place for tests.
import { MESSAGES } from 'shared-kernel/rules';

export const AUTO_TEXTS = {
  title: 'Auto Messages',
  intro:
    'An auto message greets a guest who has not started a chat yet. It appears in the chat widget of the chosen ' +
    'domain once the guest has spent the set time (the timer) on the page path, or on any page when it is set to ' +
    'All pages. Each auto message shows at most once per browser session, and never while the guest has a chat ' +
    'open. When the guest replies, the chat starts with the auto message.',
  count: (n: number) => (n === 1 ? '1 auto message' : `${n} auto messages`),
  create: 'Create Auto Message',
  empty: 'Auto Messages will be displayed here',
  loadFailed: 'Could not load the data from the API.',
  retry: 'Retry',
  readOnly: 'Only owners and co-admins can create, edit or delete auto messages.',
  // table (spec 001 §2)
  listLabel: 'Auto messages',
  colTitle: 'Title',
  colDomain: 'Domain',
  colPagePath: 'Page Path',
  colMessage: 'Message',
  colTimer: 'Timer (secs)',
  colActions: 'Actions',
  allPages: 'All pages',
  seconds: (n: number) => (n === 1 ? '1 sec' : `${n} secs`),
  edit: (title: string) => `Edit auto message ${title}`,
  remove: (title: string) => `Delete auto message ${title}`,
  deleteTitle: 'Delete Auto Message',
  deleteQuestion: (title: string) => `Delete the auto message "${title}"? Guests will no longer see it.`,
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  // form
  breadcrumb: 'Breadcrumb',
  createPage: 'Create Auto Message',
  editPage: 'Edit Auto Message',
  fieldTitle: 'Title',
  titleHelp: 'For your team only; guests never see it.',
  fieldMessage: 'Message',
  messageHelp: 'What the guest reads in the widget.',
  fieldDomain: 'Domain',
  domainHelp: 'The website whose widget shows the message.',
  noDomains: 'There are no domains created till now',
  addDomainFirst: 'Add a domain in Domains first.',
  domainsLoadFailed: 'Could not load the domains. Reload the page to try again.',
  where: 'Show on',
  scopeAll: 'All pages',
  scopeOne: 'One page',
  fieldPagePath: 'Page path',
  pagePathHelp: 'The path after the domain, e.g. /pricing. End it with /* to cover a section: /shop/* shows on /shop and every page under it.',
  pagePathRequired: 'Please enter a page path',
  timerCreate: 'Show after',
  timerEdit: 'Time on Page',
  timerHelp: 'Seconds the guest spends on the page before the message shows (1 or more).',
  secondsUnit: 'secs',
  save: 'Save',
  saving: 'Saving…',
  back: 'Back',
  // messages (spec 001 §5 and the shared schema)
  titleRequired: MESSAGES.autoTitle,
  messageRequired: MESSAGES.autoMessage,
  timerInvalid: MESSAGES.autoTimer,
  domainRequired: MESSAGES.autoDomain,
  // toasts (spec 001 §8; the delete text is ours: the spec has no delete)
  created: 'Auto Message has been successfully added',
  updated: 'Auto Message is successfully updated',
  deleted: 'Auto Message is successfully deleted',
  failed: 'Something went wrong',
} as const;
