import { createContext, useContext } from 'react';
import type { StaffShellProps } from './staff-props';

const StaffShell = createContext<StaffShellProps | null>(null);

export const StaffShellProvider = StaffShell.Provider;

/** The screen's shell props: who is signed in, their parks and what they may do. */
export function useStaffShell(): StaffShellProps {
  const shell = useContext(StaffShell);
  if (!shell) throw new Error('useStaffShell outside the back office');
  return shell;
}
