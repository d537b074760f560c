// Measures the framework floor: the JS (gzip) of a page with no client components, built with this project's
// next/react versions. Writes scripts/audit/framework-floor.json, which page-weight.ts compares every route with.
// Run after upgrading next or react: npm run bench:floor
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measurePage } from './lib/weight';

const root = join(__dirname, '../..');
// Inside the project so the build resolves the project's own node_modules.
const dir = join(root, '.floor');
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(dir, 'app'), { recursive: true });
writeFileSync(
  join(dir, 'app/layout.tsx'),
  'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
);
writeFileSync(join(dir, 'app/page.tsx'), 'export default function Page() {\n  return <p>floor</p>;\n}\n');
writeFileSync(join(dir, 'next.config.mjs'), "export default { output: 'export' };\n");
writeFileSync(
  join(dir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      skipLibCheck: true,
      esModuleInterop: true,
    },
    include: ['**/*.tsx'],
  }),
);
execFileSync(join(root, 'node_modules/.bin/next'), ['build'], {
  cwd: dir,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
const { js } = measurePage(join(dir, 'out'), 'index.html');
const pkg = (name: string): string => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const result = { next: pkg('next'), react: pkg('react'), jsGzip: js, measuredAt: new Date().toISOString().slice(0, 10) };
writeFileSync(join(__dirname, 'framework-floor.json'), `${JSON.stringify(result, null, 2)}\n`);
rmSync(dir, { recursive: true, force: true });
console.log(`framework floor: ${(js / 1024).toFixed(1)} KB gzip JS (next ${result.next}, react ${result.react})`);
