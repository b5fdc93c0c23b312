// flows:check problems, each linking to its step when the message names one.
import { Link } from 'react-router-dom';
import type { Diagnostic } from '../contract/studioData.ts';

export function DiagnosticList({ diagnostics }: { diagnostics: readonly Diagnostic[] }) {
  return (
    <ul className="diagnostics">
      {diagnostics.map((d, i) => {
        const step = /step "([^"]+)"/.exec(d.message)?.[1];
        const text = `${d.file}:${d.line}:${d.col}  ${d.severity}  ${d.message}`;
        return (
          <li key={i} className={`diagnostic diagnostic--${d.severity}`}>
            {step ? <Link to={`/step/${encodeURIComponent(step)}`}>{text}</Link> : text}
          </li>
        );
      })}
    </ul>
  );
}
