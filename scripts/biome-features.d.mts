/** The web's feature folders and the back office's staff areas, as they stand (biome-features.mjs). */
export declare function readFolders(): { features: string[]; areas: string[] };
/** biome.json's feature rules as the folders give them. */
export declare function featureRules(found?: { features: string[]; areas: string[] }): unknown[];
/** Whether a biome.json override is one biome-features.mjs writes. */
export declare function isFeatureRule(override: { includes?: string[] }): boolean;
