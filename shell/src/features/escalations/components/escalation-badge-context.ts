import { createContext, useContext } from 'react';

/** The unseen escalations, counted once by the console frame and shown by the sidebar and the drawer alike. */
export const EscalationBadgeContext = createContext(0);

export const useUnseenEscalations = () => useContext(EscalationBadgeContext);
