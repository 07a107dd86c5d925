// Public surface of shared-kernel/ai-assist: AI assist's constants, texts, schemas, calls and types.
export * from './ai-assist-constants';
export * from './ai-assist-schemas';
export * from './ai-assist-calls';
export type * from './ai-assist-types';
