/** Reloads the console (own module so tests can stand in for it: jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
