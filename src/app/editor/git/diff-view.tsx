/**
 * A file's changes as git shows them (a unified diff), each line coloured by what it is: the
 * Save dialog's and the Changes panel's. Focusable, so a keyboard can scroll a long one.
 */

function lineClass(line: string): string | undefined {
  if (line.startsWith("+++") || line.startsWith("---")) return "head";
  if (line.startsWith("+")) return "added";
  if (line.startsWith("-")) return "removed";
  if (line.startsWith("@@")) return "hunk";
  return undefined;
}

export function DiffView({ file, lines }: { file: string; lines: readonly string[] }) {
  return (
    <pre className="diff" aria-label={`Changes to ${file}`} tabIndex={0}>
      {lines.map((line, i) => (
        <span key={i} className={lineClass(line)}>
          {line}
          {"\n"}
        </span>
      ))}
    </pre>
  );
}
