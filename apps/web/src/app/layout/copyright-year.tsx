import { useEffect, useState } from 'react';

/**
 * The current year (SPEC §1). Pages are prerendered at build time, so the HTML
 * carries the build year and the browser corrects it after hydration; starting
 * from the build year on both sides keeps hydration free of mismatches.
 */
export function CopyrightYear() {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
