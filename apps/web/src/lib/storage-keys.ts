/** Browser storage keys (spec §9). */
export const STORAGE_KEYS = {
  /** localStorage: the current access token. */
  token: 'token',
  /** localStorage: the e-mail remembered by "Recuérdame". */
  user: 'user',
  /** localStorage: the login response, encrypted. */
  loginData: 'lt',
  /** sessionStorage: the confirmed work area, encrypted. */
  reach: 'reach',
  /** sessionStorage: whether the work-area panel is open. */
  workAreaOpen: 'workAreaOpen',
} as const;
