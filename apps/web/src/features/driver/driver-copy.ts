import type { LicenceClass } from '@convoy/domain/contracts/driver';
import type { SignatureWords } from '../../components/form/signature-field';

/** The words of the driver's pre-arrival page (decision 024). */
export const driverCopy = {
  loading: 'Opening your pre-arrival steps…',
  booking: 'Your booking',
  code: 'Booking',
  driver: 'Driver',
  vehicle: 'Vehicle',
  pickup: 'Pickup',
  stepsTitle: 'Your steps',
  stepState: { done: 'Done', todo: 'To do', current: 'Now' },
  open: (title: string) => `Open: ${title}`,
  steps: {
    identity: 'Confirm your name and date of birth',
    licence: 'Your driver’s license',
    licencePhotos: 'Photos of your license',
    safetyAcknowledgement: '15-passenger van safety briefing',
    signature: 'Sign your acknowledgement',
  },
  texts: {
    heading: 'Reminders by text',
    phone: 'Your mobile number',
    submit: 'Save',
    pending: 'Saving…',
    optedIn: (phone: string) => `We will text reminders to ${phone}. Reply STOP to any of them to stop.`,
  },
  identity: {
    lead: 'As printed on your driver’s license.',
    name: 'Full name',
    dateOfBirth: 'Date of birth',
    submit: 'Confirm',
    pending: 'Saving…',
  },
  licence: {
    lead: 'We check the license against the rules for your vehicle; any problem is shown beside its field.',
    country: 'Country that issued it',
    countries: [
      { value: 'US', label: 'United States' },
      { value: 'CA', label: 'Canada' },
      { value: 'MX', label: 'Mexico' },
    ],
    state: 'State that issued it',
    region: 'State or province that issued it',
    regionHint: 'Its code as printed, like ON.',
    choose: 'Choose…',
    number: 'License number',
    numberHint: 'As printed. We keep it encrypted and show only its last digits.',
    expiry: 'Expiry date',
    class: 'License class',
    /** Every class the API takes (a type-only import: contracts/driver.ts would be a chunk of its own here). */
    classes: {
      regular: 'Regular license',
      'cdl-a': 'CDL class A',
      'cdl-b': 'CDL class B',
      'cdl-c': 'CDL class C',
    } satisfies Record<LicenceClass, string>,
    endorsement: 'My license has a passenger (P) endorsement',
    years: 'Years you have held a license',
    submit: 'Save my license',
    pending: 'Checking…',
    saved: (masked: string) => `License ${masked} saved.`,
  },
  photos: {
    lead: 'Take a photo of each side, flat and in good light, with every corner in the picture. Only our staff can see them.',
    sides: { front: 'Front of the license', back: 'Back of the license' },
    take: 'Take or choose a photo',
    retake: 'Take it again',
    preview: (side: string) => `Your photo: ${side}`,
    state: {
      empty: 'No photo yet.',
      sending: (percent: number) => `Uploading… ${percent}%`,
      sent: 'Uploaded.',
      saved: 'Uploaded earlier.',
    },
    continue: 'Continue',
    needBoth: 'Upload both sides to continue.',
  },
  safety: {
    acknowledged: 'I have read the safety briefing and will follow it',
    submit: 'Continue',
    pending: 'Saving…',
  },
  signature: {
    lead: 'Read the terms, tick the box and sign in the box with your finger.',
    consentLabel: 'I agree to sign electronically',
    submit: 'Sign',
    pending: 'Signing…',
    box: {
      signature: 'Your signature',
      signatureHint:
        'Draw your signature in the box with a finger, a stylus or the mouse. If you cannot draw, call us and we sign with you at the counter.',
      signatureBox: 'Signature box: draw your signature with a finger or the mouse',
      signed: 'Signed in the box.',
      notSigned: 'Not signed yet.',
      signatureLoading: 'Loading the signature box…',
      clearSignature: 'Clear',
    } satisfies SignatureWords,
  },
  done: {
    title: 'You’re ready for pickup',
    body: 'Thank you: your steps are done and a copy of what you signed is on its way to your e-mail. Bring your driver’s license to the counter.',
  },
  ended: {
    pre_arrival_complete: {
      title: 'You have completed your pre-arrival steps',
      body: 'Nothing more to do here. Bring your driver’s license to the counter at pickup.',
    },
    link_expired: {
      title: 'This link no longer works',
      body: 'The pickup has passed or the booking has changed. Please call us and we will help you.',
    },
    invalid_link: {
      title: 'This link is incomplete',
      body: 'Open this page from the link in your e-mail: it carries your personal key. If it still does not work, ask the organizer to send it again or call us.',
    },
  },
  retry: 'Try again',
  call: (phone: string) => `Call ${phone}`,
};
