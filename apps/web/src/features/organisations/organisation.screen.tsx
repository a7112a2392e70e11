import { useEffect, useState } from 'react';
import { ScreenBoundary } from '../../components/screen-boundary';
import { forgetOrganisation, useRememberedOrganisation } from '../../lib/organisation-account';
import type { ScreenProps } from '../../lib/route-handle';
import { AccountView } from './account/account-view';
import { SignInForm } from './account/sign-in-form';
import { takeUrlCredentials } from './account/url-credentials';
import copy from './copy/account.messages';

/**
 * The organization's own page (decision 014, noindex). The welcome e-mail's link
 * brings its code (?code=) and key (#key=): they are remembered on this device
 * and the key leaves the address bar. Without them, the account remembered
 * here, or a form asking for the code and key. Prerendered with its heading,
 * how to open the account and a loading line: the server cannot know this
 * device.
 */
export default function OrganisationScreen({ entry }: ScreenProps) {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-balance font-bold text-3xl text-slate-900 tracking-tight">{entry.heading}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{entry.description}</p>
      <div className="mt-8">
        <ScreenBoundary>
          <Account />
        </ScreenBoundary>
      </div>
    </div>
  );
}

function Account() {
  const remembered = useRememberedOrganisation();
  const [ready, setReady] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const [initialCode, setInitialCode] = useState('');
  useEffect(() => {
    if (!takeUrlCredentials()) setInitialCode(new URLSearchParams(window.location.search).get('code') ?? '');
    setReady(true);
  }, []);

  // How to open the account is in the prerendered page (the largest text of
  // its first paint) and stays where it is when the form comes below it.
  if (!ready || !remembered)
    return (
      <div className="space-y-6">
        <p className="max-w-2xl text-slate-700">{copy.howToOpen()}</p>
        {!ready || remembered === undefined ? (
          <p role="status">{copy.loading()}</p>
        ) : (
          <>
            <p role="status" className="font-semibold text-slate-900 empty:hidden">
              {forgotten ? copy.forgotten() : ''}
            </p>
            <SignInForm initialCode={initialCode} />
          </>
        )}
      </div>
    );
  return (
    <AccountView
      credentials={remembered}
      onForget={() => {
        forgetOrganisation();
        setForgotten(true);
      }}
    />
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
