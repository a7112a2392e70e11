import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveList, createLiveSource, inBuiltOrder, sameShape } from './live-data';

interface Item {
  id: string;
  rate: number;
}
const built: Item[] = [
  { id: 'van', rate: 100 },
  { id: 'bus', rate: 300 },
  { id: 'minivan', rate: 80 },
];

describe('inBuiltOrder', () => {
  it('keeps the built order, puts new items after it in the order they came, and drops what went', () => {
    const live = [
      { id: 'truck', rate: 90 },
      { id: 'minivan', rate: 85 },
      { id: 'suv', rate: 70 },
      { id: 'van', rate: 100 },
    ];
    expect(inBuiltOrder(live, built, (i) => i.id).map((i) => i.id)).toEqual([
      'van',
      'minivan',
      'truck',
      'suv',
    ]);
  });
});

describe('sameShape', () => {
  it('takes items with the built fields of the same kinds, and refuses others', () => {
    expect(sameShape([{ id: 'truck', rate: 90, extra: true }], built)).toBe(true);
    expect(sameShape([{ id: 'truck', rate: '90' }], built)).toBe(false);
    expect(sameShape([{ id: 'truck' }], built)).toBe(false);
    expect(sameShape(['truck'], built)).toBe(false);
  });

  it('lets a field the built items leave null or undefined be anything', () => {
    const withImage = [{ id: 'van', image: null, note: undefined }];
    expect(sameShape([{ id: 'bus', image: '/bus.webp' }], withImage)).toBe(true);
  });
});

describe('createLiveList', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderList(answer: Item[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: answer }), { status: 200 })),
    );
    const useList = createLiveList<Item>('/api/items', 'items', (i) => i.id);
    const renders: string[] = [];
    function List() {
      const items = useList(built);
      renders.push(items.map((i) => `${i.id}:${i.rate}`).join(' '));
      return createElement('p', null, renders.at(-1));
    }
    render(createElement(List));
    return renders;
  }

  it('does not re-render, or reorder, when the API lists the built values in its own order', async () => {
    const renders = renderList([built[2]!, built[1]!, built[0]!]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(renders).toEqual(['van:100 bus:300 minivan:80']);
  });

  it('shows changed values in the order the page was drawn in', async () => {
    renderList([{ id: 'minivan', rate: 80 }, { id: 'bus', rate: 320 }, built[0]!]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('van:100 bus:320 minivan:80')).toBeTruthy();
  });
});

describe('createLiveSource', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = { items: [{ id: 'van', rate: 120 }], fee: 15 };

  function stubFetch(body: unknown) {
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('gives each hook its own value of one answer, fetched once for all of them', async () => {
    const fetch = stubFetch(answer);
    const source = createLiveSource('/api/things');
    const useItems = source<readonly Item[]>((body) => (body as typeof answer).items);
    const useFee = source<number>((body) => (body as typeof answer).fee);
    function Page() {
      const items = useItems(built);
      const fee = useFee(10);
      return createElement('p', null, `${items.map((i) => `${i.id}:${i.rate}`).join(' ')} fee ${fee}`);
    }
    render(createElement(Page));
    expect(screen.getByText('van:100 bus:300 minivan:80 fee 10')).toBeTruthy();
    expect(await screen.findByText('van:120 fee 15')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the built value when `read` refuses the answer, and asks again on the next page', async () => {
    const fetch = stubFetch({ items: 'not a list' });
    const useItems = createLiveSource('/api/things')<readonly Item[]>((body) => {
      const items = (body as { items: unknown }).items;
      return Array.isArray(items) ? items : null;
    });
    function List() {
      return createElement('p', null, `${useItems(built).length} items`);
    }
    const first = render(createElement(List));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('3 items')).toBeTruthy();
    first.unmount();
    render(createElement(List));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
