import {
  type TripFormValues,
  tripDraftFromForm,
  tripDraftFromOutput,
  tripFormFields,
  tripFormValues,
} from '@convoy/domain/contracts/trip';
import { oneWayReturn, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { messageSummary } from '../../../components/form/message-summary';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { ApiError, errorSentence } from '../../../lib/api-error';
import { todayIn } from '../../../lib/format';
import { useLiveLocations } from '../../../lib/live-locations';
import { loadMessageWords } from '../../../lib/message-words';
import { searchCopy } from '../copy/search-copy';
import type { FieldProps } from './date-time-fields';
import {
  type RoadField,
  type RoadFormValues,
  roadDraftFromForm,
  roadFields,
  roadFormValues,
  shownRoadFields,
} from './road-form';
import type { SearchCheck } from './search-validation';

/**
 * The box "Return to a different location" ticked with no location chosen: the
 * return location is asked for (the schema reads an empty one as a round trip).
 */
function withReturn(check: SearchCheck, oneWay: boolean, values: TripFormValues): SearchCheck {
  if (!oneWay || values.returnLocationId !== '') return check;
  const errors = check.ok ? {} : check.errors;
  return { ok: false, errors: { ...errors, returnLocationId: searchCopy.oneWay.missing } };
}

/** The error summary's order: the delivery and collection come after the return location. */
const summaryOrder = (() => {
  const at = tripFormFields.indexOf('returnLocationId') + 1;
  return [...tripFormFields.slice(0, at), ...roadFields, ...tripFormFields.slice(at)];
})();

/** The boxes of the delivery and collection (decision 030). */
export type RoadBox = 'deliver' | 'collect' | 'collectSame';

// The check and, in another language than English, the words of its messages (lib/message-words.ts).
const loadCheck = () =>
  Promise.all([import('./search-validation'), loadMessageWords()]).then(([check]) => check);
// The query cache (and TanStack Query) loads when the search is sent: the availability step needs it next.
const loadSearch = () => import('./send-search');

export interface SearchFormProps {
  initial: TripDraft;
  /** The timezone the flow last knew, for dates before the locations have loaded. */
  initialZone: string;
  onSearched: () => void;
  /**
   * Called with the values on every change (the start step saves them; the editor on availability
   * does not), with the delivery and collection as the flow keeps them.
   */
  onDraft?: (values: TripFormValues, road: Pick<TripDraft, 'delivery' | 'collection'>) => void;
  /**
   * Check the values as a submit would, once, as soon as the form is live: the browser sent
   * them before it was, and they did not pass (search/run-sent-search.ts). The messages then
   * show in the summary and beside their fields, as for a search sent from the live form.
   */
  checkOnMount?: boolean;
  /**
   * The group as the flow keeps it, when other parts of the page ask for it too (the
   * home page's group-size advisor): a count or type put there shows in the form.
   */
  shared?: Pick<TripDraft, SharedField>;
}

const sharedFields = ['passengers', 'luggage', 'vehicleType'] as const;
type SharedField = (typeof sharedFields)[number];

/**
 * The search form's state on plain React state, not react-hook-form: the
 * form is the home page's first step and the rule is in docs/architecture.md
 * "Forms". Values, the messages beside each field (the check's and the
 * server's), and the submit: every field checked with the trip's schema
 * (loaded on first focus), then the availability asked for; the server's
 * location rules (opening hours, a pickup in the past) come back beside their
 * fields.
 */
export function useSearchForm({
  initial,
  initialZone,
  onSearched,
  onDraft,
  checkOnMount,
  shared,
}: SearchFormProps) {
  const locations = useLiveLocations();
  const [values, setValues] = useState<TripFormValues>(() => tripFormValues(initial));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [road, setRoad] = useState<RoadFormValues>(() => roadFormValues(initial));
  type Check = (
    values: TripFormValues,
    today: string,
    road: ReturnType<typeof roadDraftFromForm>,
  ) => SearchCheck;
  const checker = useRef<Check | null>(null);
  const submitted = useRef(false);
  const location = locations.find((l) => l.id === values.pickupLocationId);
  const zone = location?.timezone ?? initialZone;
  // Decision 028: ticked, the return location is chosen; the flow keeps the choice, so a reload keeps the box ticked.
  const [oneWay, setOneWay] = useState(() => oneWayReturn(tripFormValues(initial)) !== undefined);
  const returnLocation = oneWay ? locations.find((l) => l.id === values.returnLocationId) : undefined;
  const errors = { ...serverErrors, ...clientErrors };

  const submitting = useFormSubmit({
    form: { id: 'reservation-search', name: 'Reservation search' },
    send: async () => {
      submitted.current = true;
      const [{ checkSearch }, { runSearch }] = await Promise.all([loadCheck(), loadSearch()]);
      checker.current = checkSearch;
      const check = withReturn(checkSearch(values, todayIn(zone), roadDraftFromForm(road)), oneWay, values);
      setClientErrors(check.ok ? {} : check.errors);
      if (!check.ok) {
        submitting.feedback.fail();
        return false;
      }
      await runSearch(tripDraftFromOutput(check.output, initial));
      return true;
    },
    onSent: onSearched,
    failure: (error) => {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const here = (key: string) => key in values || shownRoadFields(road).includes(key as RoadField);
      const known = Object.entries(fields).filter(([key]) => here(key));
      const other = Object.entries(fields).filter(([key]) => !here(key));
      setServerErrors(Object.fromEntries(known));
      return Object.keys(fields).length === 0 ? [errorSentence(error)] : other.map(([, message]) => message);
    },
  });

  const checkedOnMount = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first renders live.
  useEffect(() => {
    if (!checkOnMount || checkedOnMount.current) return;
    checkedOnMount.current = true;
    void submitting.submit();
  }, []);

  // What the form's text reads as is left alone (an unfinished number, a value typed here).
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the shared values change.
  useEffect(() => {
    if (!shared) return;
    setValues((current) => {
      const typed = tripDraftFromForm(current, initial);
      const changed = sharedFields.filter((name) => typed[name] !== shared[name]);
      if (changed.length === 0) return current;
      const wanted = tripFormValues({ ...initial, ...shared });
      return { ...current, ...Object.fromEntries(changed.map((name) => [name, wanted[name]])) };
    });
  }, [shared?.passengers, shared?.luggage, shared?.vehicleType]);

  // After a first submit, messages follow the fields as they are corrected.
  const recheck = (next: TripFormValues, nextRoad: RoadFormValues) => {
    if (!submitted.current || !checker.current) return;
    const check = withReturn(checker.current(next, todayIn(zone), roadDraftFromForm(nextRoad)), oneWay, next);
    setClientErrors(check.ok ? {} : check.errors);
  };

  const update = (name: keyof TripFormValues, value: string) => {
    const next = { ...values, [name]: value } as TripFormValues;
    // A pickup at the chosen return location: the return location is asked for again (decision 028).
    if (name === 'pickupLocationId' && value === values.returnLocationId) next.returnLocationId = '';
    setValues(next);
    onDraft?.(next, roadDraftFromForm(road));
    setServerErrors(({ [name]: _fixed, ...rest }) => rest);
    recheck(next, road);
  };

  /** A delivery or collection field typed, or a box ticked: what is no longer shown is no longer said. */
  const updateRoad = (next: RoadFormValues, edited?: RoadField) => {
    setRoad(next);
    onDraft?.(values, roadDraftFromForm(next));
    const shown = shownRoadFields(next);
    setServerErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => key !== edited && (!key.includes('.') || shown.includes(key as RoadField)),
        ),
      ),
    );
    recheck(values, next);
  };

  return {
    values,
    errors,
    locations,
    location,
    zone,
    oneWay,
    returnLocation,
    /** Ticking shows the return location; unticking makes it a round trip again. */
    setOneWay: (ticked: boolean) => {
      setOneWay(ticked);
      if (ticked) return;
      setClientErrors(({ returnLocationId: _asked, ...rest }) => rest);
      if (values.returnLocationId !== '') update('returnLocationId', '');
    },
    road,
    setRoadBox: (box: RoadBox, ticked: boolean) => updateRoad({ ...road, [box]: ticked }),
    roadField: (name: RoadField): FieldProps => ({
      registration: {
        name,
        onChange: (e) => updateRoad({ ...road, text: { ...road.text, [name]: e.target.value } }, name),
      },
      value: road.text[name],
      error: errors[name],
    }),
    pending: submitting.pending,
    summary: {
      items: messageSummary(errors, summaryOrder, submitting.feedback.general),
      focusKey: submitting.feedback.focusKey,
    },
    field: (name: keyof TripFormValues): FieldProps => ({
      registration: { name, onChange: (e) => update(name, e.target.value) },
      value: values[name],
      error: errors[name],
    }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submitting.submit();
    },
    onFocus: () => {
      submitting.onFocus();
      void loadCheck();
      void loadSearch();
    },
  };
}
