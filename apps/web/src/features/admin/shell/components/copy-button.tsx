import { useState } from 'react';
import { adminCopy } from '../admin-copy';

/**
 * Copies `text` to the clipboard and says so; where the browser refuses,
 * selects the element `targetId` for Ctrl+C instead (an image's snippet, a
 * webhook's signing secret).
 */
export function CopyButton({
  text,
  targetId,
  label,
  className,
}: {
  text: string;
  targetId: string;
  label: string;
  className: string;
}) {
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      const node = document.getElementById(targetId);
      if (node) window.getSelection()?.selectAllChildren(node);
      setCopied('select');
    }
  };
  return (
    <span className="flex items-center gap-2">
      <button type="button" onClick={() => void copy()} className={className}>
        {label}
      </button>
      <span role="status" className="text-slate-600 text-sm">
        {copied === 'yes' ? adminCopy.copy.copied : copied === 'select' ? adminCopy.copy.selectToCopy : ''}
      </span>
    </span>
  );
}
