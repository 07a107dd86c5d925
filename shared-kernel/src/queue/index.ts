// Public surface of shared-kernel/queue: routing's defaults, bounds and texts (issue 27), without yup.
export * from './routing-rules';
