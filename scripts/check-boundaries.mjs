// Fails `npm test` when the hexagon leaks:
// - packages/domain may import only zod, dayjs and its own files (its tests may also use their test tools);
// - no package may reach into another package's internals: a workspace import must name a subpath
//   that the target package's `exports` map declares, and a relative import must stay inside its package.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.turbo', 'storybook-static', 'data']);
const DOMAIN_RUNTIME_IMPORTS = ['zod', 'dayjs'];
const DOMAIN_TEST_IMPORTS = ['vitest', 'fast-check', '@vitest/coverage-v8', 'vitest/config'];
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

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
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

function isTestFile(path) {
  return /\.(test|spec|bench)\.[cm]?[jt]sx?$/.test(path) || /vitest\.config\.[cm]?[jt]s$/.test(path);
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
      const where = relative(root, file);
      for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
        const at = `${where}:${line}`;
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (target !== pkg.dir && !target.startsWith(pkg.dir + sep)) {
            violations.push(`${at} reaches outside ${name} with '${specifier}'`);
          }
          continue;
        }
        if (specifier.startsWith('node:') && name !== '@tender/domain') continue;
        const target = packageName(specifier);
        if (packages.has(target)) {
          const subpath = `.${specifier.slice(target.length)}`;
          if (!exportedSubpaths(packages.get(target).exports).has(subpath)) {
            violations.push(`${at} imports '${specifier}', which ${target} does not export`);
          }
        }
        if (name === '@tender/domain') {
          const allowed = isTestFile(file)
            ? [...DOMAIN_RUNTIME_IMPORTS, ...DOMAIN_TEST_IMPORTS]
            : DOMAIN_RUNTIME_IMPORTS;
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
