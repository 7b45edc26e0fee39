import { create } from 'zustand';

interface PasswordDialogState {
  open: boolean;
  /** The initial password must be changed: the dialog cannot be closed. */
  forced: boolean;
  /** Called once the forced change succeeded (the login flow continues from there). */
  onChanged: (() => void) | null;
  show(): void;
  requireChange(onChanged?: () => void): void;
  close(): void;
}

export const usePasswordDialog = create<PasswordDialogState>((set) => ({
  open: false,
  forced: false,
  onChanged: null,
  show: () => set({ open: true, forced: false, onChanged: null }),
  requireChange: (onChanged) => set({ open: true, forced: true, onChanged: onChanged ?? null }),
  close: () => set({ open: false, forced: false, onChanged: null }),
}));

/** Resolves when the user has replaced the initial password. */
export const passwordChanged = () =>
  new Promise<void>((resolve) => usePasswordDialog.getState().requireChange(resolve));
