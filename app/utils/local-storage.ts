/**
 * SPEC §4: logout "clears all local storage". The site keeps nothing there (the token lives in the
 * HttpOnly session cookie), but another script of the school's page might: with JavaScript the
 * sign-out form clears it as it is sent.
 */
export function clearLocalStorage() {
  try {
    window.localStorage.clear();
  } catch {
    // Storage disabled by the browser: nothing to clear.
  }
}
