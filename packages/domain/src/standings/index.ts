export * from './types.js';
export * from './ids.js';
export * from './approve.js';
export * from './generate.js';
export * from './rank.js';
export * from './scoring.js';
export * from './manage.js';
export * from './export.js';
