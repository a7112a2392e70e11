import { brand } from '@convoy/domain/content/brand';
import { type CalendarEvent, googleCalendarUrl, toIcs } from '@convoy/domain/rules/calendar';
import { buttonClass } from '../../../components/form/form-styles';
import { trackEvent } from '../../../lib/analytics/track';
import { saveFile } from '../../../lib/save-file';
import { successCopy as copy } from '../copy/success-copy';
import m from './success.messages';

/** "Add to calendar": an .ics download made in the browser, and a Google Calendar link. */
export function AddToCalendar({ event, code }: { event: CalendarEvent; code: string }) {
  const fileName = m.icsFileName({ code });
  const download = () => {
    saveFile(new Blob([toIcs(event, brand.name)], { type: 'text/calendar;charset=utf-8' }), fileName);
    trackEvent('file_download', { link_url: fileName, file_name: fileName, file_extension: 'ics' });
  };
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" onClick={download} className={buttonClass.secondary}>
        {copy.downloadIcs}
      </button>
      <a
        href={googleCalendarUrl(event)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass.secondary}
      >
        {copy.googleCalendar} <span className="sr-only">{copy.newTab}</span>
      </a>
    </div>
  );
}
