import { defineMessages } from '../lib/messages';

/** The toasts' region and buttons, read by screen readers (decision 048: every message in both languages). */
export default defineMessages({
  notifications: { en: 'Notifications', es: 'Notificaciones' },
  /** The region's name: Radix Toast puts the key that reaches it (F8) in place of {hotkey}. */
  region: { en: "Notifications ('{hotkey}')", es: "Notificaciones ('{hotkey}')" },
  dismiss: { en: 'Dismiss notification', es: 'Cerrar la notificación' },
});
