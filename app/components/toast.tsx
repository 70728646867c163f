/** The app-wide toast: one message at a time, visible for 2.8 seconds. */
import { createContext, useCallback, useContext, useEffect, useState } from "react";

export const TOAST_DURATION_MS = 2800;

const ToastContext = createContext<(message: string) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const show = useCallback((message: string) => setToast({ message, key: Date.now() }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast ? (
          <p className="toast" key={toast.key}>
            {toast.message}
          </p>
        ) : null}
      </div>
    </ToastContext>
  );
}
