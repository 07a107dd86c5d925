// The nodes that ended, read from what `start:cluster`'s balancer prints when it starts one again.

export interface NodeExit {
  /** The node's number as printed (from 1). */
  node: number;
  pid: number;
  /** "was killed (SIGKILL)", "ended with code 1". */
  how: string;
}

const EXIT_LINE = /^node (\d+) \(pid (\d+)\) (was killed \(\w+\)|ended with code -?\d+)/gm;

export function nodeExits(output: string): NodeExit[] {
  return [...output.matchAll(EXIT_LINE)].map((match) => ({ node: Number(match[1]), pid: Number(match[2]), how: match[3] }));
}
