// One step on the map: id, kind and the first line of its text, marked when it is an error step,
// an end, unreachable, a dead end or not reached by any conversation test.
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Link } from 'react-router-dom';
import type { GraphNode } from './buildGraph.ts';

type Data = GraphNode & { match: boolean; dimmed: boolean };

export function StepNode({ data }: NodeProps) {
  const d = data as unknown as Data;
  const classes = [
    'step-node',
    `step-node--${d.kind}`,
    d.isError && 'step-node--error',
    d.isEnd && 'step-node--end',
    d.unreachable && 'step-node--unreachable',
    d.deadEnd && 'step-node--dead-end',
    d.uncovered && 'step-node--uncovered',
    d.match && 'step-node--match',
    d.dimmed && 'step-node--dimmed',
  ]
    .filter(Boolean)
    .join(' ');
  const flags = [d.isError && 'error', d.isEnd && 'end', d.unreachable && 'unreachable', d.deadEnd && 'dead end', d.uncovered && 'untested'].filter(Boolean);
  return (
    <div className={classes} data-step={d.id}>
      <Handle type="target" position={Position.Top} />
      <div className="step-node__head">
        <Link className="step-node__id nodrag" to={`/step/${encodeURIComponent(d.id)}`}>
          {d.id}
        </Link>
        <span className="step-node__kind">{d.kind}</span>
      </div>
      <div className="step-node__text" title={d.text}>
        {d.text || <em>(no text)</em>}
      </div>
      {flags.length > 0 && <div className="step-node__flags">{flags.join(' · ')}</div>}
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
}
