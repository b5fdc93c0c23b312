// A file:line that opens in the editor through Vite's dev-server /__open-in-editor endpoint.
export function SourceLink({ file, line }: { file: string; line?: number }) {
  const target = line ? `${file}:${line}` : file;
  return (
    <a className="source-link" href={`/__open-in-editor?file=${encodeURIComponent(target)}`} title="Open in your editor">
      {target}
    </a>
  );
}
