// The messages live in the contracts, so the widget shows the same texts without yup.
export { MESSAGES, type MessageKey } from 'shared-kernel/contracts';
