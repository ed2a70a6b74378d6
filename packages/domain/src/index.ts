export * from './contract/stages.js';
export * from './contract/analytics.js';
export * from './contract/errors.js';
export * from './contract/accounts.js';
export * from './contract/account-rules.js';
export * from './competitions/home-sections.js';
export * from './competitions/stage-path.js';
export * from './live/topics.js';
