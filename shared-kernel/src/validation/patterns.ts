// The patterns live in the contracts, so the widget checks guest input with the same ones without yup.
export { PATTERNS } from 'shared-kernel/contracts';
