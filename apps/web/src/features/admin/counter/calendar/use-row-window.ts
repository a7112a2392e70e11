import { type RefObject, useEffect, useState } from 'react';
import { rowAt } from './calendar-layout';
import { headerHeight } from './calendar-styles';

/** Rows drawn beyond the visible ones, above and below, so a fast scroll does not show blanks. */
const overscanPx = 400;

/**
 * Row virtualization: the first and last row index to draw for the scroll
 * container's viewport (rows are absolutely placed by their tops). Scroll
 * events are folded into one update per animation frame.
 */
export function useRowWindow(container: RefObject<HTMLElement | null>, tops: readonly number[]) {
  const [view, setView] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((v) =>
        v.top === el.scrollTop && v.height === el.clientHeight
          ? v
          : { top: el.scrollTop, height: el.clientHeight },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container]);
  if (tops.length === 0) return { first: 0, last: -1 };
  const y = view.top - headerHeight;
  return {
    first: rowAt(tops, Math.max(0, y - overscanPx)),
    last: rowAt(tops, Math.max(0, y + view.height + overscanPx)),
  };
}
