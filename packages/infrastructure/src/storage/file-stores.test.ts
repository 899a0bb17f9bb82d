import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS } from '@tender/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileSettingsStore } from './file-settings-store';
import { FileTokenStore } from './file-token-store';
import { tenderConfigDir } from './private-json-file';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('file stores under the XDG config directory', () => {
  let xdg: string;
  let dir: string;
  beforeEach(() => {
    xdg = mkdtempSync(join(tmpdir(), 'tender-xdg-'));
    dir = tenderConfigDir({ XDG_CONFIG_HOME: xdg });
  });
  afterEach(() => rmSync(xdg, { recursive: true, force: true }));

  it('uses $XDG_CONFIG_HOME/tender, else ~/.config/tender (a relative XDG path is ignored)', () => {
    expect(dir).toBe(join(xdg, 'tender'));
    expect(tenderConfigDir({ HOME: '/home/ann' })).toMatch(/\/\.config\/tender$/);
    expect(tenderConfigDir({ XDG_CONFIG_HOME: 'relative' })).toMatch(/\/\.config\/tender$/);
  });

  it('creates the directory 0700 and the token file 0600, and reads the token back', () => {
    const store = new FileTokenStore({ dir, now: () => 1_000 });
    expect(store.load()).toBeNull();
    store.save({ accessToken: 'secret', expiresAt: 2_000, tenantId: 3, tenantName: 'Default' });
    expect(mode(dir)).toBe(0o700);
    expect(mode(store.file.path)).toBe(0o600);
    expect(store.load()).toEqual({
      accessToken: 'secret',
      expiresAt: 2_000,
      tenantId: 3,
      tenantName: 'Default',
    });
    // A second store (the next CLI run) sees the same token.
    expect(new FileTokenStore({ dir, now: () => 1_500 }).load()?.accessToken).toBe('secret');
  });

  it('honours the expiry: an expired token is absent', () => {
    let now = 1_000;
    const store = new FileTokenStore({ dir, now: () => now });
    store.save({ accessToken: 'secret', expiresAt: 2_000, tenantId: 3 });
    now = 1_999;
    expect(store.load()).not.toBeNull();
    now = 2_000;
    expect(store.load()).toBeNull();
  });

  it('re-chmods a file found looser than 0600, and makes an existing directory private', () => {
    const store = new FileTokenStore({ dir, now: () => 1_000 });
    store.save({ accessToken: 'secret', expiresAt: 2_000, tenantId: 3 });
    chmodSync(store.file.path, 0o644);
    chmodSync(dir, 0o755);
    expect(store.load()?.accessToken).toBe('secret');
    expect(mode(store.file.path)).toBe(0o600);
    store.save({ accessToken: 'other', expiresAt: 2_000, tenantId: 3 });
    expect(mode(dir)).toBe(0o700);
    expect(mode(store.file.path)).toBe(0o600);
  });

  it('treats a corrupt or malformed token file as absent, and clear() removes it', () => {
    const store = new FileTokenStore({ dir, now: () => 1_000 });
    store.save({ accessToken: 'secret', expiresAt: 2_000, tenantId: 3 });
    writeFileSync(store.file.path, '{ not json', { mode: 0o600 });
    expect(store.load()).toBeNull();
    writeFileSync(store.file.path, JSON.stringify({ accessToken: 'x', expiresAt: 2_000 }), { mode: 0o600 });
    expect(store.load()).toBeNull();
    store.clear();
    expect(() => readFileSync(store.file.path)).toThrow(/ENOENT/);
    store.clear();
  });

  it('keeps display settings in settings.json (0600), falling back to defaults for garbage', () => {
    const store = new FileSettingsStore({ dir });
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    store.save({ ...DEFAULT_SETTINGS, navTheme: 'dark' });
    expect(mode(store.file.path)).toBe(0o600);
    expect(new FileSettingsStore({ dir }).load()).toEqual({ ...DEFAULT_SETTINGS, navTheme: 'dark' });
    writeFileSync(store.file.path, '[1,2,3]');
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
  });
});
