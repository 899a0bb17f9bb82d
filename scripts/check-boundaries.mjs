// Fails `npm test` when the hexagon leaks (README Layout, docs/adr/0009-web-data-layer-and-import-direction.md):
// - packages point one way, web/cli/server → infrastructure → domain: the domain imports no workspace
//   package; infrastructure imports only the domain (its tests may start @tender/server); nothing imports
//   web or cli; the server is imported only by tests;
// - packages/domain may import only zod, dayjs and its own files (its tests may also use their test tools;
//   its maintenance scripts, scripts/, which run at development time and never ship, Node's modules too);
// - no package may reach into another package's internals: a workspace import must name a subpath
//   that the target package's `exports` map declares, and a relative import must stay inside its package;
// - production code never imports @tender/domain/testing (see NON_PRODUCTION for what is not production);
// - inside packages/web/src, each folder imports only the layers below it (WEB_LAYERS): a feature never
//   imports another feature, nor the app that composes them; only the composition sees adapters.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.turbo', 'storybook-static']);
// The embedded database's directory when the server runs from its package; a `data` folder of source
// deeper down (packages/web/src/data, packages/cli/src/data) is checked like any other.
const SKIPPED_PACKAGE_DIRS = new Set(['data']);
const DOMAIN_RUNTIME_IMPORTS = ['zod', 'dayjs'];
const DOMAIN_TEST_IMPORTS = ['vitest', 'fast-check', '@vitest/coverage-v8', 'vitest/config'];
/**
 * The domain's maintenance scripts (`npm run import-holiday-notice`: they read and write its data files),
 * run by a developer, never bundled: they may use Node's modules beside the domain's own.
 */
const DOMAIN_SCRIPTS = /^packages\/domain\/scripts\//;
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Every module specifier a source file imports, with the line it stands on. */
export function importsOf(text) {
  const found = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ specifier: match[1], line });
    }
  }
  return found;
}

function* sourceFiles(dir, packageRoot = true) {
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry) || (packageRoot && SKIPPED_PACKAGE_DIRS.has(entry))) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path, false);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function readPackages(root) {
  const packagesDir = join(root, 'packages');
  const packages = new Map();
  for (const folder of readdirSync(packagesDir)) {
    const manifestPath = join(packagesDir, folder, 'package.json');
    try {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      packages.set(manifest.name, {
        folder,
        dir: join(packagesDir, folder),
        exports: manifest.exports ?? {},
      });
    } catch {
      // a folder without a manifest is not a package
    }
  }
  return packages;
}

/**
 * Where each workspace package may point (README Layout): inwards only. A package missing here may
 * import no workspace package until it is placed.
 */
const PACKAGE_ARROWS = {
  '@tender/domain': [],
  '@tender/infrastructure': ['@tender/domain'],
  '@tender/server': ['@tender/domain', '@tender/infrastructure'],
  '@tender/web': ['@tender/domain', '@tender/infrastructure'],
  '@tender/cli': ['@tender/domain', '@tender/infrastructure'],
};
/** Tests may also import the real server, which the contract and CLI suites start (the domain's may not). */
const TEST_ARROWS = ['@tender/server'];

/** Tests: test files and the fixtures they share, the suites' folders (test/, e2e/: their setups and helpers too), vitest configs. */
function isTestFile(path) {
  return (
    /\.(test|spec|bench|fixtures)\.[cm]?[jt]sx?$/.test(path) ||
    /vitest\.config\.[cm]?[jt]s$/.test(path) ||
    /(^|[\\/])(test|e2e)[\\/]/.test(path)
  );
}

/**
 * Code that never ships, beside tests: stories (.storybook lies outside packages/), the domain's own
 * fakes, and the in-memory adapters with their container, which exist for Storybook and UI tests only
 * (packages/infrastructure/src/in-memory.ts, src/in-memory/, src/containers/in-memory-module.ts).
 * Paths are relative to the repository, with forward slashes.
 */
const NON_PRODUCTION = [
  /\.stories\.[jt]sx?$/,
  /^packages\/domain\/src\/testing\//,
  /^packages\/infrastructure\/src\/in-memory(\.ts$|\/)/,
  /^packages\/infrastructure\/src\/containers\/in-memory-module\.ts$/,
];
const TESTING_SUBPATH = '@tender/domain/testing';

function isProduction(where) {
  return !isTestFile(where) && !NON_PRODUCTION.some((pattern) => pattern.test(where));
}

/** Why package `from` importing package `to` is an outward arrow, or null when it points inwards. */
function outwardArrow(from, to, test) {
  if (from === to) return null;
  const allowed = [
    ...(PACKAGE_ARROWS[from] ?? []),
    ...(test && from !== '@tender/domain' ? TEST_ARROWS : []),
  ];
  if (allowed.includes(to)) return null;
  if (from === '@tender/domain') return 'the domain imports no workspace package';
  if (to === '@tender/web' || to === '@tender/cli') return `no package imports ${to}`;
  if (to === '@tender/server') return `${to} is imported only by tests`;
  return `${from} may import only ${allowed.join(', ') || 'no workspace package'} (web/cli/server → infrastructure → domain)`;
}

const WEB_SRC = 'packages/web/src/';
/**
 * The web's layers (ADR 0009): what a file in each folder of packages/web/src may import there, beside
 * packages. A feature may also import its own folder, never another feature. Not listed: app/ (the
 * composition layer: router, layouts, the shell, the sub-application registry, the container), the login
 * entry and main.tsx, which may import any layer; i18n/, which holds the words.
 */
const WEB_LAYERS = {
  features: ['data', 'components', 'di', 'i18n'],
  components: ['components', 'data', 'di', 'i18n'],
  data: ['data', 'di', 'i18n'],
  di: ['di'],
};
/** Stories may also render the app's routes (AppRoutes), showing a screen where users reach it. */
const STORY_EXTRA_LAYERS = ['app'];

/** Why an import inside packages/web/src breaks the web's layers, or null. Paths: repository-relative. */
function webLayerBreak(where, target) {
  if (!where.startsWith(WEB_SRC) || !target.startsWith(WEB_SRC)) return null;
  const [fromLayer, fromFolder] = where.slice(WEB_SRC.length).split('/');
  const [toLayer, toFolder] = target.slice(WEB_SRC.length).split('/');
  const allowed = WEB_LAYERS[fromLayer];
  if (!allowed) return null;
  if (fromLayer === 'features' && toLayer === 'features') {
    return toFolder === fromFolder
      ? null
      : `features/${fromFolder} imports features/${toFolder}: no feature imports another (share through src/data or src/components)`;
  }
  if (toLayer === fromLayer || allowed.includes(toLayer)) return null;
  if (/\.stories\.[jt]sx?$/.test(where) && STORY_EXTRA_LAYERS.includes(toLayer)) return null;
  return `${fromLayer}/ may import only ${allowed.map((layer) => `${layer}/`).join(', ')} in packages/web/src, not ${toLayer}`;
}

/** Only the web's composition (app/, the login entry) sees adapters; its layers reach them through ports. */
function webLayerSeesAdapters(where, target) {
  if (target !== '@tender/infrastructure' || !where.startsWith(WEB_SRC)) return null;
  const layer = where.slice(WEB_SRC.length).split('/')[0];
  return WEB_LAYERS[layer] ? `${layer}/ reaches adapters through the domain's ports, not ${target}` : null;
}

function exportedSubpaths(exportsField) {
  if (typeof exportsField === 'string') return new Set(['.']);
  const keys = Object.keys(exportsField);
  return new Set(keys.some((k) => k.startsWith('.')) ? keys : ['.']);
}

/** The boundary violations under `root` (a checkout of this repo), as human-readable lines. */
export function findViolations(root) {
  const packages = readPackages(root);
  const violations = [];
  for (const [name, pkg] of packages) {
    for (const file of sourceFiles(pkg.dir)) {
      const where = relative(root, file).split(sep).join(posix.sep);
      const test = isTestFile(where);
      for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
        const at = `${where}:${line}`;
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (target !== pkg.dir && !target.startsWith(pkg.dir + sep)) {
            violations.push(`${at} reaches outside ${name} with '${specifier}'`);
            continue;
          }
          const layerBreak = webLayerBreak(where, relative(root, target).split(sep).join(posix.sep));
          if (layerBreak) violations.push(`${at} imports '${specifier}': ${layerBreak}`);
          continue;
        }
        if (specifier.startsWith('node:') && (name !== '@tender/domain' || DOMAIN_SCRIPTS.test(where)))
          continue;
        const target = packageName(specifier);
        if (packages.has(target)) {
          const subpath = `.${specifier.slice(target.length)}`;
          if (!exportedSubpaths(packages.get(target).exports).has(subpath)) {
            violations.push(`${at} imports '${specifier}', which ${target} does not export`);
          }
          const adapterSeen = webLayerSeesAdapters(where, target);
          if (adapterSeen) violations.push(`${at} imports '${specifier}': ${adapterSeen}`);
          const outward = outwardArrow(name, target, test);
          if (outward) violations.push(`${at} imports '${specifier}': an outward arrow, ${outward}`);
          if (specifier === TESTING_SUBPATH && isProduction(where)) {
            violations.push(
              `${at} imports '${specifier}' in production code: fakes are for tests and stories`,
            );
          }
          continue;
        }
        if (name === '@tender/domain') {
          const allowed = test ? [...DOMAIN_RUNTIME_IMPORTS, ...DOMAIN_TEST_IMPORTS] : DOMAIN_RUNTIME_IMPORTS;
          if (!allowed.includes(target)) {
            violations.push(
              `${at} imports '${specifier}': the domain may import only ${DOMAIN_RUNTIME_IMPORTS.join(', ')} and its own files`,
            );
          }
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = findViolations(root);
  if (violations.length > 0) {
    console.error(`Import boundaries broken (${violations.length}):`);
    for (const v of violations) console.error(`  ${v}`);
    process.exit(1);
  }
  console.log('Import boundaries hold.');
}
