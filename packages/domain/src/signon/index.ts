export * from './schemas.js';
export * from './rules.js';
