// The patterns live in shared-kernel/rules, so the widget checks guest input with the same ones without yup.
export { PATTERNS } from 'shared-kernel/rules';
