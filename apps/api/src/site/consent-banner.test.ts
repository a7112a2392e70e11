import { describe, expect, it } from 'vitest';
import { hasConsentChoice, withConsentBanner } from './consent-banner.ts';

describe('hasConsentChoice', () => {
  it('finds the choice among other cookies, wherever it stands', () => {
    expect(hasConsentChoice('cv_consent=granted')).toBe(true);
    expect(hasConsentChoice('cv_ft=1~a; cv_consent=denied; other=x')).toBe(true);
    expect(hasConsentChoice('a=1;cv_consent=denied')).toBe(true);
  });

  it('is false without it, for another value, or for a cookie that only ends with its name', () => {
    expect(hasConsentChoice(undefined)).toBe(false);
    expect(hasConsentChoice('')).toBe(false);
    expect(hasConsentChoice('cv_consent=maybe')).toBe(false);
    expect(hasConsentChoice('cv_consent=')).toBe(false);
    expect(hasConsentChoice('xcv_consent=granted')).toBe(false);
    expect(hasConsentChoice('cv_consent=grantedly')).toBe(false);
  });
});

describe('withConsentBanner', () => {
  it('puts the banner last in the body', () => {
    const page = Buffer.from('<html><body><div id="root">x</div>\n  </body>\n</html>\n');
    expect(withConsentBanner(page, '<div id="b"></div>').toString()).toBe(
      '<html><body><div id="root">x</div>\n  <div id="b"></div>\n  </body>\n</html>\n',
    );
  });

  it('appends it to a page without a closing body tag', () => {
    expect(withConsentBanner(Buffer.from('<h1>x</h1>'), '<div></div>').toString()).toBe(
      '<h1>x</h1><div></div>',
    );
  });
});
