/**
 * signature_pad draws on a real canvas, which happy-dom has not: in tests a
 * stroke is a pointerup on the box, and the drawing a fixed PNG.
 * `vi.mock('signature_pad', () => import('…/test/signature-pad-stub'))`.
 */
export default class SignaturePadStub extends EventTarget {
  constructor(canvas: HTMLCanvasElement) {
    super();
    canvas.addEventListener('pointerup', () => this.dispatchEvent(new Event('endStroke')));
  }
  toDataURL = () => stubSignature;
  toData = () => [];
  fromData = () => undefined;
  clear = () => undefined;
  off = () => undefined;
}

/** What the stub's drawing answers. */
export const stubSignature = 'data:image/png;base64,iVBORw0KGgo=';
