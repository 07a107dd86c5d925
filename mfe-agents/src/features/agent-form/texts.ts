// Every user-visible string of the agent forms: the Add/Edit Agent dialog of Manage Agents and the
// standalone Add Agent page (spec 001 §2, §5, §8), in one place for tests.
import type { Day } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';

const DAY_NAMES: Record<Day, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const AGENT_FORM_TEXTS = {
  // dialog
  addTitle: 'Add Agent',
  editTitle: 'Edit Agent',
  cancel: 'Cancel',
  add: 'Add Agent',
  save: 'Save',
  saving: 'Saving…',
  // fields
  email: 'Email',
  fullName: 'Full Name',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  // photo (spec 001 §5: 100x100px jpg, jpeg or png)
  photo: 'Profile photo',
  choosePhoto: 'Choose photo',
  removePhoto: 'Remove photo',
  photoHint: 'JPG, JPEG or PNG, exactly 100 × 100 pixels',
  photoPreview: (name: string) => (name.trim() ? `Profile photo of ${name.trim()}` : 'Profile photo'),
  photoType: 'The photo must be a JPG, JPEG or PNG image',
  photoSize: (width: number, height: number) => `The photo must be exactly 100 × 100 pixels; this one is ${width} × ${height}`,
  photoUnreadable: 'This image could not be read; choose another JPG or PNG',
  // departments
  departments: 'Departments',
  departmentsHelp: 'The agent receives the chats of these departments',
  departmentsLoading: 'Loading departments…',
  departmentsFailed: 'The departments could not be loaded',
  noDepartments: 'No departments yet',
  // role (admins only)
  role: 'Role',
  roles: { agent: 'Agent', manager: 'Manager' },
  // chat limit (issue 27)
  chatLimit: 'Chat limit',
  noLimit: 'No limit',
  chatLimitHelp: 'Chats this agent may hold at once',
  // shifts
  shifts: 'Shifts',
  shiftsHelp: 'Leave the times empty when they are not fixed',
  noShifts: 'No shift days',
  addDay: 'Add a day',
  dayName: (day: Day) => DAY_NAMES[day],
  removeDay: (day: Day) => `Remove ${DAY_NAMES[day]}`,
  start: 'Start',
  end: 'End',
  hourPlaceholder: 'HH',
  minutesPlaceholder: 'MM',
  startHour: (day: Day) => `${DAY_NAMES[day]} start hour`,
  startMinutes: (day: Day) => `${DAY_NAMES[day]} start minutes`,
  endHour: (day: Day) => `${DAY_NAMES[day]} end hour`,
  endMinutes: (day: Day) => `${DAY_NAMES[day]} end minutes`,
  // validation (spec 001 §5, word for word)
  messages: {
    email: MESSAGES.agentEmail,
    name: MESSAGES.agentName,
    password: MESSAGES.agentPassword,
    hours: MESSAGES.shiftHours,
    minutes: MESSAGES.shiftMinutes,
  },
  // toasts (spec 001 §8, word for word)
  added: 'New Agent is successfully added',
  updated: 'The Agent has been successfully updated',
  registered: 'The Agent is successfully registered',
  failed: 'Something went wrong',
  // standalone page (/create-agent)
  pageTitle: 'Add Agent',
  breadcrumb: 'Breadcrumb',
  manageAgents: 'Manage Agents',
  submit: 'Submit',
  pageIntro: 'The agent signs in with this e-mail and password at once; a welcome e-mail tells them where.',
  noAccess: 'Only admins, co-admins and managers can add agents.',
} as const;
