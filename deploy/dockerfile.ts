import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';

/**
 * The Dockerfile read with a real parser (dockerfile-ast), for the tests that check it: its stages, and what its
 * runtime stage copies, user and command are. No image can be built here (no registry serves base images).
 */
export type Stage = {
  name: string | null;
  /** The base image with the Dockerfile's ARG defaults substituted. */
  image: string;
  instructions: { keyword: string; args: string[]; from: string | null }[];
};

export function readDockerfile(root: string): Stage[] {
  const dockerfile = DockerfileParser.parse(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  const defaults = new Map<string, string>();
  for (const arg of dockerfile.getInitialARGs()) {
    const property = arg.getProperty();
    if (property?.getName()) defaults.set(property.getName(), property.getValue() ?? '');
  }
  const substitute = (text: string) => text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => defaults.get(a ?? b) ?? '');
  return dockerfile.getFROMs().map((from, index) => {
    const template = dockerfile.getFROMs()[index + 1];
    const end = template ? template.getRange().start.line : Number.POSITIVE_INFINITY;
    const instructions = dockerfile
      .getInstructions()
      .filter((instruction) => instruction.getRange().start.line > from.getRange().start.line && instruction.getRange().start.line < end)
      .map((instruction) => {
        // getFromFlag() answers null when COPY has a second flag (--chown): read every flag instead.
        const flags =
          'getFlags' in instruction ? (instruction as { getFlags(): { getName(): string; getValue(): string | null }[] }).getFlags() : [];
        return {
          keyword: instruction.getKeyword(),
          // Flags (--from, --chown) are not among the arguments.
          args: instruction.getArguments().map((argument) => argument.getValue()),
          from: flags.find((flag) => flag.getName() === 'from')?.getValue() ?? null,
        };
      });
    return { name: from.getBuildStage(), image: substitute(from.getImage() ?? ''), instructions };
  });
}

/** The runtime (last) stage's copies from the build stage: source path relative to the build's WORKDIR, and target. */
export function runtimeCopies(stages: Stage[]): { source: string; target: string }[] {
  const runtime = stages.at(-1)!;
  const build = stages.find((stage) => stage.name === runtime.instructions.find((i) => i.keyword === 'COPY')?.from);
  const workdir = build?.instructions.findLast((i) => i.keyword === 'WORKDIR')?.args[0] ?? '/';
  return runtime.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => ({ source: (i.args[0] ?? '').replace(`${workdir}/`, ''), target: i.args[1] ?? '' }));
}
