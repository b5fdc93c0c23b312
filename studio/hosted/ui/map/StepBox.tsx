// One step on the map: what kind of step it is and the first words the chosen partner's visitors
// read there (a link that opens the etapa in the draft editor), marked in words when it is an
// error step, an end, unreachable, a dead end or not reached by any conversation test.
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { Link } from 'react-router-dom';
import { KIND_WORDS, type MapStep } from './mapTypes.ts';

export type StepBoxData = MapStep & { match: boolean; dimmed: boolean; untested: boolean; partName: string; editorLink: string | null };

export function StepBox({ data }: NodeProps) {
  const d = data as unknown as StepBoxData;
  const classes = [
    'step-node',
    `step-node--${d.kind}`,
    d.isError && 'step-node--error',
    d.isEnd && 'step-node--end',
    d.unreachable && 'step-node--unreachable',
    d.deadEnd && 'step-node--dead-end',
    d.untested && 'step-node--untested',
    d.match && 'step-node--match',
    d.dimmed && 'step-node--dimmed',
  ]
    .filter(Boolean)
    .join(' ');
  const flags = [d.isError && 'aviso de erro', d.isEnd && 'fim', d.unreachable && 'inalcançável', d.deadEnd && 'sem saída', d.untested && 'sem teste'].filter(
    Boolean,
  );
  const words = d.text || `(${d.id})`;
  return (
    <div className={classes} data-step={d.id} title={`${d.partName} · ${d.id}`}>
      <Handle type="target" position={Position.Top} />
      <div className="step-node__kind">{KIND_WORDS[d.kind]}</div>
      <div className="step-node__text">
        {d.editorLink ? (
          <Link className="nodrag" to={d.editorLink}>
            {words}
          </Link>
        ) : (
          words
        )}
      </div>
      {flags.length > 0 && <div className="step-node__flags">{flags.join(' · ')}</div>}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
}
