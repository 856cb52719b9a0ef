/** Where a signed-in user lands. */
export const HOME_PATH = '/home';
