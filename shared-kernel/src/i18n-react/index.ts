export * from './document-locale';
export * from './catalogue';
export * from './format';
