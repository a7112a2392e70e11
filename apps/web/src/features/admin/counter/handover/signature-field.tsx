import { SignatureField as SignatureBox } from '../../../../components/signature/signature-field';
import { counterCopy } from '../counter-copy';

/** The renter's signature at the counter: the shared signature box in the counter's words. */
export function SignatureField(props: {
  name: string;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
}) {
  return <SignatureBox {...props} words={counterCopy.handover} />;
}
