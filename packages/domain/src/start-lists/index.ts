export * from './start-list.js';
