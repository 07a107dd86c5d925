// Every user-visible string of the Departments tab (spec 001 §2, §5, §8), in one place for tests.
import { MESSAGES } from 'shared-kernel/rules';

export const DEPARTMENT_TEXTS = {
  // list
  listLabel: 'Departments',
  count: (n: number) => (n === 1 ? '1 department' : `${n} departments`),
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  search: 'Search departments or members',
  add: 'Add Department',
  empty: 'List of departments will be displayed here',
  noMatch: 'No department found',
  loadFailed: 'Could not load the departments.',
  retry: 'Retry',
  name: 'Department',
  memberCount: 'Members',
  members: 'Member agents',
  actions: 'Actions',
  memberTotal: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  noMembers: 'No members yet',
  membersOf: (title: string) => `Members of ${title}`,
  edit: (title: string) => `Rename department ${title}`,
  remove: (title: string) => `Delete department ${title}`,
  // dialogs
  createTitle: 'Add Department',
  editTitle: 'Rename Department',
  nameLabel: 'Department name',
  membersLabel: 'Members',
  membersHelp: 'Chats of the widgets routed to this department go to these agents.',
  membersLoading: 'Loading agents…',
  noAgents: 'No active agents yet',
  membersFailed: 'Could not load the agents.',
  renameHelp: 'Members are changed from each agent in the Agents tab.',
  save: 'Save',
  cancel: 'Cancel',
  nameRequired: MESSAGES.departmentName,
  deleteTitle: 'Delete Department',
  deleteQuestion: (title: string) =>
    `Delete the department ${title}? Its agents stay, but they and the widgets no longer belong to it.`,
  deleteConfirm: 'Delete',
  // toasts (spec 001 §8)
  created: 'Department is successfully added',
  updated: 'Department is successfully updated',
  deleted: 'Department is successfully deleted',
  failed: 'Something went wrong',
} as const;
