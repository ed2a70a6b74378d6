export * from './cents.js';
export * from './creditor-reference.js';
export * from './epc-qr.js';
export * from './fees.js';
export * from './payee.js';
export * from './payment-schemas.js';
export * from './refunds.js';
export * from './licence-price.js';
