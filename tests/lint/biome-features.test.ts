import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { staffAreas } from '@convoy/domain/contracts/staff.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { featureRules, isFeatureRule, readFolders } from '../../scripts/biome-features.mjs';

/**
 * The web's feature rules in biome.json are written from the folders
 * (scripts/biome-features.mjs), so a feature or a back-office area added is
 * covered at once; these tests fail when biome.json and the folders differ.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const probe = path.join(root, 'apps/web/src/features/layer-probe-feature');

afterAll(() => rm(probe, { recursive: true, force: true }));

describe('the feature rules in biome.json', () => {
  it('are the ones the folders give', async () => {
    const config = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes?: string[] }[];
    };
    expect(config.overrides.filter(isFeatureRule)).toEqual(featureRules());
  });

  it('name every feature, organisations included', () => {
    const rules = JSON.stringify(featureRules());
    for (const feature of readFolders().features) expect(rules).toContain(`**/../${feature}/**`);
    expect(readFolders().features).toContain('organisations');
  });

  it('split the back office by the areas of the server’s StaffArea list', () => {
    const { areas } = readFolders();
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) expect(staffAreas).toContain(area);
  });

  it('go out of date when a feature folder is added', async () => {
    await mkdir(probe, { recursive: true });
    const check = promisify(execFile)('node', ['scripts/biome-features.mjs', '--check'], { cwd: root });
    await expect(check).rejects.toMatchObject({ stderr: expect.stringContaining('feature rules differ') });
  });
});
