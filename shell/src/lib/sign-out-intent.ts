// A deliberate sign-out (logout, deactivation) must not be remembered as "the page to return to":
// clearing the session re-renders the guard before the navigation to /login lands, so the guard
// asks here whether the session ended on purpose.
let deliberate = false;

export function markDeliberateSignOut(): void {
  deliberate = true;
}

/** True once after a deliberate sign-out. */
export function consumeDeliberateSignOut(): boolean {
  const was = deliberate;
  deliberate = false;
  return was;
}
