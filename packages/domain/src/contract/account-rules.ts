/** Account rules shared by forms and the server, kept free of zod so pages can use them cheaply. */

/** A loose e-mail check (spec §5 "E-mail must match a loose {email} pattern"). */
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
