// /studio/: the flow files and their phases with step counts, every flows:check diagnostic, and the
// variants with their route, ids, price table and discount.
import { Link } from 'react-router-dom';
import { DiagnosticList } from '../DiagnosticList.tsx';
import { useStudioData } from '../useStudioData.tsx';

export default function Overview() {
  const { data } = useStudioData();
  if (!data) return null;
  const total = Object.keys(data.steps).length;
  const coverage = data.coverage?.totals;
  return (
    <div className="overview">
      <section>
        <h1>Flow files</h1>
        <p>
          {total} steps in {data.files.length} files; the conversation starts at <Link to={`/step/${data.start}`}>{data.start}</Link>.{' '}
          <Link to="/flow">See the phases on the map →</Link>
          {coverage && ` Conversation tests reach ${coverage.steps.percent}% of steps and ${coverage.branches.percent}% of branches.`}
        </p>
        <table className="studio-table" data-testid="flow-files">
          <thead>
            <tr>
              <th>File</th>
              <th>Phase</th>
              <th>Steps</th>
            </tr>
          </thead>
          <tbody>
            {data.files.map((f) => (
              <tr key={f.file}>
                <td>
                  <code>{f.file}</code>
                </td>
                <td>{f.steps.length > 0 ? <Link to={`/flow/${f.phase}`}>{f.phase}</Link> : f.phase}</td>
                <td>{f.steps.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section>
        <h2>
          flows:check ({data.diagnostics.length === 0 ? 'no problems' : `${data.diagnostics.length} problems`}, {data.compileMs} ms)
        </h2>
        {data.diagnostics.length > 0 && <DiagnosticList diagnostics={data.diagnostics} />}
      </section>
      <section>
        <h2>Variants</h2>
        <table className="studio-table" data-testid="variants">
          <thead>
            <tr>
              <th>Variant</th>
              <th>Route</th>
              <th>campanhaId / compraId / empresaId</th>
              <th>Table</th>
              <th>Discount</th>
              <th>Overrides</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(data.variants).map((v) => (
              <tr key={v.name}>
                <td>
                  <Link to={`/variant/${v.name}`}>{v.name}</Link>
                </td>
                <td>
                  <code>{v.resolved.route ?? '—'}</code>
                </td>
                <td>
                  {v.resolved.campanhaId} / {v.resolved.compraId} / {v.resolved.empresaId}
                </td>
                <td>{v.resolved.tipoTabela}</td>
                <td>{v.resolved.desconto ? 'yes' : 'no'}</td>
                <td>{v.textOverrides.length + v.messageOverrides.length || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
