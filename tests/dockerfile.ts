// The Dockerfile read as its stages (tests/deploy-files.test.ts lints them; tests/image.test.ts
// carries out what it can of them where no Docker daemon runs).

export interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions (continuation lines joined, comments dropped), grouped by stage. */
export function stagesOf(dockerfile: string): { name: string; from: string; instructions: Instruction[] }[] {
  const lines = dockerfile.replace(/\\\n/g, " ").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  const stages: { name: string; from: string; instructions: Instruction[] }[] = [];
  const args: Record<string, string> = {};
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    if (instruction.keyword === "ARG" && stages.length === 0) {
      const [name, value = ""] = instruction.args.split("=");
      args[name] = value;
    }
    if (instruction.keyword === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args)!;
      const from = match[1].replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? "");
      stages.push({ name: match[2] ?? String(stages.length), from, instructions: [] });
      continue;
    }
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}
