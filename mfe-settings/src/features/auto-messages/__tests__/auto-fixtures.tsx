import type { AutoMessage, Widget } from 'shared-kernel/contracts';
import { Navigate, Route, Routes } from 'shared-kernel/routing';
import AutoMessageFormPage from '../pages/auto-message-form-page';
import AutoMessagesPage from '../pages/auto-messages-page';

/** A stored auto message as GET /smart-message/get-smart-messages answers it (widget object on read). */
export function autoMessage(n: number, patch: Partial<AutoMessage> = {}): AutoMessage {
  return {
    _id: `a${n}`,
    title: `Welcome ${n}`,
    message: `Hello from message ${n}`,
    pagePath: null,
    timer: 5 * n,
    widgetId: { _id: 'w1', domain: 'shop.example' },
    ...patch,
  };
}

/** The widgets POST /widget/get-widgets answers, reduced to what the domain select reads. */
export function widgets(...domains: string[]): Widget[] {
  return domains.map((domain, i) => ({ _id: `w${i + 1}`, domain, widgetName: domain }) as unknown as Widget);
}

/**
 * The area's three auto-message routes, so a test can go from the list to the forms with state;
 * '/start' opens the edit page the way the list does, with `editState` as navigation state.
 */
export function AutoRoutes({ editState }: { editState?: AutoMessage }) {
  return (
    <Routes>
      <Route path="/start" element={<Navigate to="/edit-auto-message" state={editState} />} />
      <Route path="/auto-messages" element={<AutoMessagesPage />} />
      <Route path="/create-auto-message" element={<AutoMessageFormPage mode="create" />} />
      <Route path="/edit-auto-message" element={<AutoMessageFormPage mode="edit" />} />
    </Routes>
  );
}
