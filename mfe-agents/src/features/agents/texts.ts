// Every user-visible string of the Manage Agents screen (spec 001 §2, §4, §6, §8), in one place for tests.
// The words are the catalogue's.
import { t, texts } from '../../i18n/catalogue';

export const AGENTS_TEXTS = texts({
  title: 'agents.title',
  sections: 'agents.sections',
  agentsTab: 'agents.agentsTab',
  departmentsTab: 'agents.departmentsTab',
  noAccess: 'agents.noAccess',
  // toolbar
  count: (n: number) => t('agents.count', { count: n }),
  search: 'agents.search',
  add: 'agents.add',
  // empty states (spec 001 §2, word for word)
  empty: 'agents.empty',
  noMatch: 'agents.noMatch',
  loadFailed: 'agents.loadFailed',
  retry: 'agents.retry',
  // list
  listLabel: 'agents.listLabel',
  name: 'agents.name',
  email: 'agents.email',
  role: 'agents.role',
  departments: 'agents.departments',
  shifts: 'agents.shifts',
  status: 'agents.status',
  actions: 'agents.actions',
  /** By `my_role[0].slug`. */
  roles: { agent: 'agents.roles.agent', manager: 'agents.roles.manager', co_client: 'agents.roles.coClient' },
  you: 'agents.you',
  unverified: 'agents.unverified',
  unverifiedHint: 'agents.unverifiedHint',
  online: 'agents.online',
  offline: 'agents.offline',
  noDepartment: 'agents.noDepartment',
  noShift: 'agents.noShift',
  departmentsOf: (name: string) => t('agents.departmentsOf', { name }),
  departmentsSaving: 'agents.departmentsSaving',
  // chat limit (issue 27)
  chatLimit: 'agents.chatLimit',
  noLimit: 'agents.noLimit',
  chatLimitOf: (name: string) => t('agents.chatLimitOf', { name }),
  // row actions
  metrics: 'agents.metrics',
  edit: 'agents.edit',
  setOffline: 'agents.setOffline',
  deactivate: 'agents.deactivate',
  reactivate: 'agents.reactivate',
  metricsLabel: (name: string) => t('agents.metricsLabel', { name }),
  editLabel: (name: string) => t('agents.editLabel', { name }),
  setOfflineLabel: (name: string) => t('agents.setOfflineLabel', { name }),
  deactivateLabel: (name: string) => t('agents.deactivateLabel', { name }),
  reactivateLabel: (name: string) => t('agents.reactivateLabel', { name }),
  menuLabel: (name: string) => t('agents.menuLabel', { name }),
  // deactivated section
  deactivatedTitle: 'agents.deactivatedTitle',
  deactivatedCount: (n: number) => t('agents.deactivatedCount', { count: n }),
  deactivatedListLabel: 'agents.deactivatedListLabel',
  // confirmations
  cancel: 'agents.cancel',
  offlineTitle: 'agents.offlineTitle',
  offlineQuestion: (name: string) => t('agents.offlineQuestion', { name }),
  offlineConfirm: 'agents.offlineConfirm',
  deactivateTitle: 'agents.deactivateTitle',
  deactivateQuestion: (name: string) => t('agents.deactivateQuestion', { name }),
  deactivateConfirm: 'agents.deactivateConfirm',
  reactivateTitle: 'agents.reactivateTitle',
  reactivateQuestion: (name: string) => t('agents.reactivateQuestion', { name }),
  reactivateConfirm: 'agents.reactivateConfirm',
  // toasts (spec 001 §8, word for word)
  setOfflineDone: (name: string) => t('agents.setOfflineDone', { name }),
  activated: 'agents.activated',
  deactivated: 'agents.deactivated',
  departmentUpdated: 'agents.departmentUpdated',
  chatLimitUpdated: 'agents.chatLimitUpdated',
  failed: 'agents.failed',
  statusFailed: 'agents.statusFailed',
});
