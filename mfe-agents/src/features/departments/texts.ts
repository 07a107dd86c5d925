// Every user-visible string of the Departments tab (spec 001 §2, §5, §8), in one place for tests. The words
// are the catalogue's (the validation message is the shared rules', as the server writes it).
import { computed } from 'shared-kernel/i18n-react';
import { MESSAGES } from 'shared-kernel/rules';
import { t, texts } from '../../i18n/catalogue';

export const DEPARTMENT_TEXTS = texts({
  // list
  listLabel: 'departments.listLabel',
  count: (n: number) => t('departments.count', { count: n }),
  shownOf: (shown: number, total: number) => t('departments.shownOf', { shown, total }),
  search: 'departments.search',
  add: 'departments.add',
  empty: 'departments.empty',
  noMatch: 'departments.noMatch',
  loadFailed: 'departments.loadFailed',
  retry: 'departments.retry',
  name: 'departments.name',
  memberCount: 'departments.memberCount',
  members: 'departments.members',
  actions: 'departments.actions',
  memberTotal: (n: number) => t('departments.memberTotal', { count: n }),
  noMembers: 'departments.noMembers',
  membersOf: (title: string) => t('departments.membersOf', { title }),
  edit: (title: string) => t('departments.edit', { title }),
  remove: (title: string) => t('departments.remove', { title }),
  // dialogs
  createTitle: 'departments.createTitle',
  editTitle: 'departments.editTitle',
  nameLabel: 'departments.nameLabel',
  membersLabel: 'departments.membersLabel',
  membersHelp: 'departments.membersHelp',
  membersLoading: 'departments.membersLoading',
  noAgents: 'departments.noAgents',
  membersFailed: 'departments.membersFailed',
  renameHelp: 'departments.renameHelp',
  save: 'departments.save',
  cancel: 'departments.cancel',
  nameRequired: computed(() => MESSAGES.departmentName),
  deleteTitle: 'departments.deleteTitle',
  deleteQuestion: (title: string) => t('departments.deleteQuestion', { title }),
  deleteConfirm: 'departments.deleteConfirm',
  // toasts (spec 001 §8)
  created: 'departments.created',
  updated: 'departments.updated',
  deleted: 'departments.deleted',
  failed: 'departments.failed',
});
