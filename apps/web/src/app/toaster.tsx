import { Toaster } from 'sonner';

/**
 * The one toast system (SPEC Part B §7): at most 3 visible, 4 seconds, sonner's
 * own 356 px width and swipe to dismiss. Default export: loaded lazily by providers.tsx.
 */
export default function AppToaster() {
  return <Toaster visibleToasts={3} duration={4000} />;
}
