import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SupportDialog } from './support-dialog';

interface SupportContextValue {
  openSupport: () => void;
}

const SupportContext = createContext<SupportContextValue | null>(null);

/** Lets any page (footer, privacy policy, credits) open the one support form. */
export function SupportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ openSupport: () => setOpen(true) }), []);
  return (
    <SupportContext.Provider value={value}>
      {children}
      <SupportDialog open={open} onOpenChange={setOpen} />
    </SupportContext.Provider>
  );
}

export function useSupport(): SupportContextValue {
  const value = useContext(SupportContext);
  if (!value) throw new Error('useSupport must be used inside SupportProvider');
  return value;
}
