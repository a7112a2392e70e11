import { Icon, type IconProps } from '../../../../components/icons';

/** The back office's download mark (exports, the accounting file): kept out of the icons every page loads. */
export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v12m0 0 4-4m-4 4-4-4M5 21h14" />
    </Icon>
  );
}
