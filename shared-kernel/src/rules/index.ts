// Public surface of shared-kernel/rules: the specs' patterns and validation messages, the guest's contact-form
// and login checks and the text helpers, without yup. The validation builds its schemas on them; the widget checks guest input with them.
// A subpath of its own so the contracts, which every first screen loads, stay small.
export * from './patterns';
export * from './messages';
export * from './bounds';
export * from './contact-form';
export * from './sign-in';
export * from './text-helpers';
