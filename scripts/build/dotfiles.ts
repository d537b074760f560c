// Dotfiles in the export (a .env or .git/ copied from public/ by mistake). nginx and the CloudFront function
// refuse them, but a _headers host (Cloudflare Pages, Netlify) serves whatever the folder holds, so the build
// refuses to finish with one. /.well-known/ is the one dot-folder a site publishes.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Paths (relative, with '/') of every file or folder under `dir` whose name starts with '.', but .well-known. */
export function strayDotfiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}${entry.name}`;
    if (entry.name.startsWith('.') && !(prefix === '' && entry.name === '.well-known' && entry.isDirectory())) return [path];
    return entry.isDirectory() ? strayDotfiles(join(dir, entry.name), `${path}/`) : [];
  });
}

/** The build step: throws naming every stray dotfile. */
export function refuseDotfiles(outDir: string): string {
  const found = strayDotfiles(outDir);
  if (found.length > 0)
    throw new Error(`the export holds dotfiles a static host would serve: ${found.join(', ')} (remove them from public/)`);
  return 'no dotfiles but /.well-known/';
}
