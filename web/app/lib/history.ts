// Whether "Back" can stay in the app. React Router numbers the entries of its own history in
// history.state.idx (0 for the page the tab opened the app with); window.history.length also counts
// other sites and the tab's blank page, so going back by it could leave the app.
export function canGoBackInApp(state: unknown): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}
