import { Icon, type IconProps } from '../icons';

// The menus' icons: only the opened menus and the drawer draw them, chunks of their own, so they stay
// out of the icons every page loads with its frame (decision 009: JavaScript budget).

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}
