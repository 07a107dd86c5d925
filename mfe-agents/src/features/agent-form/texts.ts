// Every user-visible string of the agent forms: the Add/Edit Agent dialog of Manage Agents and the
// standalone Add Agent page (spec 001 §2, §5, §8), in one place for tests. The words are the catalogue's
// (the validation messages are the shared rules', as the server writes them; day names are `Intl`'s).
import { DAYS, type Day } from 'shared-kernel/contracts';
import { computed, weekdayNames } from 'shared-kernel/i18n-react';
import { MESSAGES } from 'shared-kernel/rules';
import { t, texts } from '../../i18n/catalogue';

/** 'Monday' for 'mon', in the console's language. */
const dayName = (day: Day): string => weekdayNames('long')[DAYS.indexOf(day)] ?? day;

export const AGENT_FORM_TEXTS = texts({
  // dialog
  addTitle: 'agentForm.addTitle',
  editTitle: 'agentForm.editTitle',
  cancel: 'agentForm.cancel',
  add: 'agentForm.add',
  save: 'agentForm.save',
  saving: 'agentForm.saving',
  // fields
  email: 'agentForm.email',
  fullName: 'agentForm.fullName',
  password: 'agentForm.password',
  showPassword: 'agentForm.showPassword',
  hidePassword: 'agentForm.hidePassword',
  // photo (spec 001 §5: 100x100px jpg, jpeg or png)
  photo: 'agentForm.photo',
  choosePhoto: 'agentForm.choosePhoto',
  removePhoto: 'agentForm.removePhoto',
  photoHint: 'agentForm.photoHint',
  photoPreview: (name: string) => (name.trim() ? t('agentForm.photoPreview.named', { name: name.trim() }) : t('agentForm.photoPreview.unnamed')),
  photoType: 'agentForm.photoType',
  photoSize: (width: number, height: number) => t('agentForm.photoSize', { width, height }),
  photoUnreadable: 'agentForm.photoUnreadable',
  // departments
  departments: 'agentForm.departments',
  departmentsHelp: 'agentForm.departmentsHelp',
  departmentsLoading: 'agentForm.departmentsLoading',
  departmentsFailed: 'agentForm.departmentsFailed',
  noDepartments: 'agentForm.noDepartments',
  // role (admins only)
  role: 'agentForm.role',
  roles: { agent: 'agentForm.roles.agent', manager: 'agentForm.roles.manager' },
  // chat limit (issue 27)
  chatLimit: 'agentForm.chatLimit',
  noLimit: 'agentForm.noLimit',
  chatLimitHelp: 'agentForm.chatLimitHelp',
  // shifts
  shifts: 'agentForm.shifts',
  shiftsHelp: 'agentForm.shiftsHelp',
  noShifts: 'agentForm.noShifts',
  addDay: 'agentForm.addDay',
  dayName: (day: Day) => dayName(day),
  removeDay: (day: Day) => t('agentForm.removeDay', { day: dayName(day) }),
  start: 'agentForm.start',
  end: 'agentForm.end',
  hourPlaceholder: 'agentForm.hourPlaceholder',
  minutesPlaceholder: 'agentForm.minutesPlaceholder',
  startHour: (day: Day) => t('agentForm.startHour', { day: dayName(day) }),
  startMinutes: (day: Day) => t('agentForm.startMinutes', { day: dayName(day) }),
  endHour: (day: Day) => t('agentForm.endHour', { day: dayName(day) }),
  endMinutes: (day: Day) => t('agentForm.endMinutes', { day: dayName(day) }),
  // validation (spec 001 §5, word for word)
  messages: {
    email: computed(() => MESSAGES.agentEmail),
    name: computed(() => MESSAGES.agentName),
    password: computed(() => MESSAGES.agentPassword),
    hours: computed(() => MESSAGES.shiftHours),
    minutes: computed(() => MESSAGES.shiftMinutes),
  },
  // toasts (spec 001 §8, word for word)
  added: 'agentForm.added',
  updated: 'agentForm.updated',
  registered: 'agentForm.registered',
  failed: 'agentForm.failed',
  // standalone page (/create-agent)
  pageTitle: 'agentForm.pageTitle',
  breadcrumb: 'agentForm.breadcrumb',
  manageAgents: 'agentForm.manageAgents',
  submit: 'agentForm.submit',
  pageIntro: 'agentForm.pageIntro',
  noAccess: 'agentForm.noAccess',
});
