// The web's feature rules in biome.json, written from the folders themselves
// (docs/architecture.md "Layers"): no feature imports another, and inside the
// back office no staff area imports another (features/admin/<area>/, the
// areas of the server's StaffArea list that have screens; features/admin/shell/
// is what they share). A list typed by hand misses the next feature folder;
// this script writes it from the folders, and
// tests/lint/biome-features.test.ts fails when biome.json and the folders differ.
//
//   node scripts/biome-features.mjs          rewrite biome.json's feature rules
//   node scripts/biome-features.mjs --check  exit 1 when they are out of date
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = 'apps/web/src/features';
/** The back office's feature: one folder per staff area, and the shell every area shares. */
const backOffice = 'admin';
const shell = 'shell';

const featureMessage =
  'Layers (docs/architecture.md): a feature imports no other feature and not the app shell. Move what both need to components/ or lib/.';
const areaMessage =
  'Layers (docs/architecture.md): a back-office area imports no other area and no screen; the shell imports no area. Move what two areas share to features/admin/shell/.';

/** The folders under `dir` (relative to the repository), sorted. */
function folders(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The web's features and the back office's staff areas, as the folders stand. */
export function readFolders() {
  return {
    features: folders(featuresDir),
    areas: folders(path.join(featuresDir, backOffice)).filter((name) => name !== shell),
  };
}

/**
 * The import paths that climb (`..`) into the folder `name`, from any depth:
 * `../name/x`, `../../name/x`. A package path (`@convoy/domain/content/…`)
 * does not climb, so it never matches.
 */
const climbingInto = (name) => `**/../${name}/**`;

function rule(includes, patterns) {
  return {
    includes,
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
  };
}

/**
 * Every feature rule: one over all features, then one per back-office area and
 * one for the shell, which repeat the feature rule beside their own (Biome
 * applies the last matching override's options to a file; it does not merge
 * them). The back office's screens, at its top, compose the areas.
 */
export function featureRules({ features, areas } = readFolders()) {
  const noFeature = {
    group: [...features.map(climbingInto), '**/features/**', '**/app/**'],
    message: featureMessage,
  };
  const parts = [...areas, shell].map((part) =>
    rule(
      [`${featuresDir}/${backOffice}/${part}/**`],
      [
        noFeature,
        {
          group: [...areas.filter((name) => name !== part).map(climbingInto), '**/../*.screen'],
          message: areaMessage,
        },
      ],
    ),
  );
  return [rule([`${featuresDir}/**`], [noFeature]), ...parts];
}

/** Whether an override is one this script writes (it includes files under the features folder only). */
export const isFeatureRule = (override) =>
  override.includes?.every((glob) => glob.startsWith(`${featuresDir}/`)) ?? false;

/** biome.json with its feature rules replaced by those the folders give, where the old ones stood. */
export function withFeatureRules(config, rules = featureRules()) {
  const first = config.overrides.findIndex(isFeatureRule);
  const rest = config.overrides.filter((override) => !isFeatureRule(override));
  const at = first === -1 ? 0 : first;
  return { ...config, overrides: [...rest.slice(0, at), ...rules, ...rest.slice(at)] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(root, 'biome.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const next = withFeatureRules(config);
  if (JSON.stringify(next) === JSON.stringify(config)) process.exit(0);
  if (process.argv.includes('--check')) {
    console.error(
      'biome.json: the feature rules differ from the folders; run node scripts/biome-features.mjs',
    );
    process.exit(1);
  }
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  // biome.json is left out of `biome check .` (files.includes); format it as Biome would.
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', 'biome.json'], {
    cwd: root,
  });
  console.log('biome.json: feature rules written from the folders');
}
