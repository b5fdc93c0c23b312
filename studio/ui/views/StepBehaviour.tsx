// What a step does, in the inspector: what it sets, shows, runs and checks, each name linked to
// the file that implements it, with the field messages it can show.
import { Link } from 'react-router-dom';
import type { Step } from '../../../src/contracts/content.ts';
import { EditableText } from '../fields/EditableText.tsx';
import type { StudioData } from '../../contract/studioData.ts';
import { SourceLink } from '../SourceLink.tsx';

export function Behaviour({ step, data, file, stepId }: { step: Step; data: StudioData; file: string; stepId: string }) {
  const impl = data.implementations;
  const input = step.input;
  const hasAny = input || step.options || step.action || step.component || step.on || Array.isArray(step.next) || step.set;
  if (!hasAny) return null;
  return (
    <section>
      <h2>What it does</h2>
      <dl className="behaviour">
        {step.set && (
          <>
            <dt>Sets</dt>
            <dd>
              <code>
                {Object.entries(step.set)
                  .map(([k, v]) => `${k} = ${JSON.stringify(v)}`)
                  .join(', ')}
              </code>
            </dd>
          </>
        )}
        {step.component && (
          <>
            <dt>Component</dt>
            <dd>
              <Name name={step.component} file={impl.components[step.component]} />
              {step.display && ' (display only)'}
            </dd>
          </>
        )}
        {step.action && (
          <>
            <dt>Action</dt>
            <dd>
              <Name name={step.action} file={impl.actions[step.action]} />
            </dd>
          </>
        )}
        {input && (
          <>
            <dt>Input</dt>
            <dd>
              stores <code>{input.field}</code> ({input.kind ?? 'text'}){input.placeholder && <> · placeholder “{input.placeholder}”</>}
              {input.mask && (
                <>
                  {' '}
                  · mask <Name name={input.mask} file={impl.masks[input.mask]} />
                </>
              )}
              {input.action && (
                <>
                  {' '}
                  · then action <Name name={input.action} file={impl.actions[input.action]} /> <Messages ids={data.messagesByName[input.action]} data={data} />
                </>
              )}
            </dd>
            {(input.validate ?? []).map((v) => (
              <div key={v} className="behaviour__row">
                <dt>Validator</dt>
                <dd>
                  <Name name={v} file={impl.validators[v]} /> <Messages ids={data.messagesByName[v]} data={data} />
                </dd>
              </div>
            ))}
          </>
        )}
        {step.options && (
          <>
            <dt>Options</dt>
            <dd>
              <ul>
                {step.options.map((o, i) => (
                  <li key={i}>
                    <strong>{o.label}</strong>
                    <EditableText
                      file={file}
                      path={['steps', stepId, 'options', i, 'label']}
                      value={o.label}
                      label={`Option ${i + 1} label`}
                      multiline={false}
                    />
                    {o.when && (
                      <>
                        {' '}
                        · shown when{' '}
                        <Name name={o.when.replace(/^!/, '')} file={impl.guards[o.when.replace(/^!/, '')]} prefix={o.when.startsWith('!') ? 'not ' : ''} />
                      </>
                    )}
                    {o.action && (
                      <>
                        {' '}
                        · runs <Name name={o.action} file={impl.actions[o.action]} />
                      </>
                    )}
                    {o.link && <> · opens the {o.link} link</>}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {Array.isArray(step.next) && (
          <>
            <dt>Guards</dt>
            <dd>
              {step.next.map((b, i) => (
                <div key={i}>
                  {b.when ? (
                    <Name name={b.when.replace(/^!/, '')} file={impl.guards[b.when.replace(/^!/, '')]} prefix={b.when.startsWith('!') ? 'not ' : ''} />
                  ) : (
                    'otherwise'
                  )}{' '}
                  → <Link to={`/step/${b.to}`}>{b.to}</Link>
                </div>
              ))}
            </dd>
          </>
        )}
        {step.on && (
          <>
            <dt>Outcomes</dt>
            <dd>
              {Object.entries(step.on).map(([k, to]) => (
                <div key={k}>
                  on {k} → <Link to={`/step/${to}`}>{to}</Link>
                </div>
              ))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Name({ name, file, prefix = '' }: { name: string; file?: string; prefix?: string }) {
  return (
    <span className="name">
      {prefix}
      <code>{name}</code> {file ? <SourceLink file={file} /> : <span className="muted">(implementation not found)</span>}
    </span>
  );
}

function Messages({ ids, data }: { ids?: string[]; data: StudioData }) {
  if (!ids?.length) return null;
  return (
    <ul className="messages">
      {ids.map((m) => (
        <li key={m}>
          <code>{m}</code>: “{data.messages[m] ?? '?'}”
        </li>
      ))}
    </ul>
  );
}
