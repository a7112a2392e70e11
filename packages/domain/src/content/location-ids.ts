/**
 * The ids of the pickup locations (locations.ts `locationSeed`, in its order): the route table's
 * location pages, without the locations' data in the code every page loads (decision 009).
 * locations.test.ts checks the two lists agree.
 */
export const locationIds = ['baltimore', 'atlanta', 'chicago', 'phoenix', 'los-angeles', 'denver'] as const;
