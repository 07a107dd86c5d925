// The messages live in shared-kernel/rules, so the widget shows the same texts without yup.
export { LANGUAGE_MESSAGE, MESSAGES, messageOf, type MessageKey } from 'shared-kernel/rules';
