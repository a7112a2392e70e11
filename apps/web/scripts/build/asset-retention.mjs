// Which hashed files of earlier builds stay in dist/client/assets (docs/decisions/016-rolling-deploys.md).
// Pure: the build's keep-assets.mjs reads and writes the files.

/** A file of assets/ survives while one of the last this many builds named it… */
export const keepBuilds = 3;
/** …or while a build of the last this many days did: a tab opened a week ago may still load a route's chunk. */
export const keepDays = 7;

const dayMs = 86_400_000;

/**
 * @typedef {{ id: string, builtAt: number, files: string[] }} AssetBuild
 *   One build: when it finished and the paths under assets/ it wrote.
 */

/**
 * The history with `build` added, and the files to keep: every file a build
 * within the last `keepBuilds` or the last `keepDays` named. Builds that no
 * longer keep anything are dropped from the history.
 *
 * @param {AssetBuild[]} history oldest first
 * @param {AssetBuild} build the one just made
 * @param {{ keepBuilds?: number, keepDays?: number }} [limits]
 * @returns {{ history: AssetBuild[], keep: Set<string> }}
 */
export function retainAssets(history, build, limits = {}) {
  const builds = limits.keepBuilds ?? keepBuilds;
  const oldestKeptAt = build.builtAt - (limits.keepDays ?? keepDays) * dayMs;
  const all = [...history, build];
  const kept = all.filter((b, i) => i >= all.length - builds || b.builtAt >= oldestKeptAt);
  return { history: kept, keep: new Set(kept.flatMap((b) => b.files)) };
}
