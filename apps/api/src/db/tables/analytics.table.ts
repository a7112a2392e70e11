/** Row shapes of the first-party collection (migration 0012). No IP address, no visitor id. */
export interface PageViewTable {
  id: string;
  /** YYYY-MM-DD in the back office's timezone. */
  day: string;
  path: string;
  category: string;
  referrer_host: string;
  device: string;
  recorded_at: number;
}

export interface WebVitalTable {
  id: string;
  metric_id: string;
  name: string;
  day: string;
  path: string;
  value: number;
  rating: string;
  device: string;
  navigation_type: string;
  recorded_at: number;
}
