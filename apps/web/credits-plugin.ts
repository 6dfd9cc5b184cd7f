import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { CreditedPackage } from './src/features/credits/credited-package.ts';

interface PackageJson {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  homepage?: string;
  description?: string;
  repository?: string | { url?: string };
  dependencies?: Record<string, string>;
}

const VIRTUAL_ID = 'virtual:credits';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function readJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

function findInstalled(name: string, fromDirs: string[]): PackageJson | undefined {
  for (const dir of fromDirs) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return readJson(file);
  }
  return undefined;
}

function repositoryUrl(pkg: PackageJson): string | null {
  const raw = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!raw) return null;
  return raw
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/^git:\/\//, 'https://');
}

/** Lists the runtime dependencies of the given workspaces as installed, with their licences. */
export function collectCredits(
  rootDir: string,
  workspaces: Record<string, string>,
): CreditedPackage[] {
  const byName = new Map<string, CreditedPackage>();
  for (const [label, dir] of Object.entries(workspaces)) {
    const workspaceDir = path.join(rootDir, dir);
    const deps = Object.keys(readJson(path.join(workspaceDir, 'package.json')).dependencies ?? {});
    for (const name of deps.filter((dep) => !dep.startsWith('@havhjaelp/'))) {
      const existing = byName.get(name);
      if (existing) {
        existing.usedBy.push(label);
        continue;
      }
      const pkg = findInstalled(name, [workspaceDir, rootDir]);
      if (!pkg) throw new Error(`credits: ${name} is a dependency of ${dir} but is not installed`);
      const license =
        typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'Ukendt');
      byName.set(name, {
        name,
        version: pkg.version ?? '?',
        license,
        homepage: pkg.homepage ?? repositoryUrl(pkg),
        description: pkg.description ?? '',
        usedBy: [label],
      });
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function creditsPlugin(rootDir: string): Plugin {
  return {
    name: 'havhjaelp-credits',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const credits = collectCredits(rootDir, {
        web: 'apps/web',
        server: 'apps/server',
        common: 'packages/common',
      });
      return `export default ${JSON.stringify(credits)};`;
    },
  };
}
