/** The e-mail a sign-in link was sent to, kept in this browser (spec §7: "e-mail kept in local storage"). */
const KEY = 'emailForSignIn';

export function rememberEmailForLink(email: string) {
  localStorage.setItem(KEY, email);
}

export function emailForLink(): string | null {
  return localStorage.getItem(KEY);
}

export function forgetEmailForLink() {
  localStorage.removeItem(KEY);
}
