// Runs npm scripts side by side and fails if any fails: `tsx scripts/tools/side-by-side.ts typecheck lint:eslint`.
// On the 2-core CI machine the type check and the linters each keep one core busy, so one after another they
// left the other idle. Each script's output is printed whole when it ends (never interleaved), with its time.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/tools/side-by-side.ts <npm script>…');
  process.exit(2);
}

function run(script: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── npm run ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

void Promise.all(scripts.map(run)).then((results) => process.exit(results.every(Boolean) ? 0 : 1));
