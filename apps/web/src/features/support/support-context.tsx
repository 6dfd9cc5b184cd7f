import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// The form loads when first asked for, so the first view of any page does not carry it.
const SupportDialog = lazy(async () => ({
  default: (await import('./support-dialog')).SupportDialog,
}));

interface SupportContextValue {
  openSupport: () => void;
}

const SupportContext = createContext<SupportContextValue | null>(null);

/** Lets any page (footer, privacy policy, credits) open the one support form. */
export function SupportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const value = useMemo(
    () => ({
      openSupport: () => {
        setAsked(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SupportContext.Provider value={value}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <SupportDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </SupportContext.Provider>
  );
}

export function useSupport(): SupportContextValue {
  const value = useContext(SupportContext);
  if (!value) throw new Error('useSupport must be used inside SupportProvider');
  return value;
}

export const useOpenSupport = () => useSupport().openSupport;
