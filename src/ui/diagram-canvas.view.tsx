import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagramLayout } from '../lib/diagram-layout';
import * as css from './diagram-canvas.css';

/** The i18n key of a state's name: its path below the machine, joined with '/'. */
export const statePath = (machineId: string, stateId: string) => stateId.slice(machineId.length + 1).split('.').join('/');

interface CanvasProps {
  layout: DiagramLayout;
  selected: string | undefined;
  active: Set<string>;
  onSelect: (stateId: string) => void;
  /** States passed through before (the lending process's path), drawn apart from the current ones. */
  visited?: Set<string>;
  /** Opens centred on this state at a readable scale instead of fitting the whole chart (a big chart on a phone). */
  focus?: string | undefined;
  /** The canvas's height (CSS length); the diagrams page's by default. */
  height?: string;
  /**
   * The arrows' events and guards and the states' services, as the machine names them in code
   * (`offer.accept [isParty]`): the diagrams page's, for the people who build the flow. A customer's
   * chart (the lending process screen) draws the states in their language and the arrows alone.
   */
  withCodeNames?: boolean;
}

const charWidth = 7;

/** The laid-out statechart, drawn live so names follow the language; wheel or buttons zoom, dragging pans. */
export function DiagramCanvas({ layout, selected, active, onSelect, visited, focus, height, withCodeNames = true }: CanvasProps) {
  const { t } = useTranslation('diagrams');
  const [view, setView] = useState({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);
  const frame = useRef<HTMLDivElement>(null);
  /** The whole chart in view; state names stay readable by zooming in from there. */
  const fit = useCallback(() => {
    const box = frame.current;
    const target = focus === undefined ? undefined : layout.states.find((state) => state.id === focus);
    if (box && target) {
      // Readable names around the state, the state in the middle of the box.
      const scale = 0.9;
      setView({ scale, x: box.clientWidth / 2 - (target.x + target.width / 2) * scale, y: box.clientHeight / 2 - (target.y + target.height / 2) * scale });
      return;
    }
    const scale = box ? Math.min(1, box.clientWidth / layout.width, box.clientHeight / layout.height) : 1;
    setView({ scale, x: 0, y: 0 });
  }, [layout, focus]);
  useLayoutEffect(fit, [fit]);
  const name = (id: string, key: string) => t(`${layout.id}.states.${statePath(layout.id, id)}`, { defaultValue: key });

  const zoom = (factor: number) => setView((v) => ({ ...v, scale: Math.min(4, Math.max(0.2, v.scale * factor)) }));
  const onWheel = (event: WheelEvent) => zoom(event.deltaY < 0 ? 1.15 : 1 / 1.15);
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('[data-state]')) return;
    drag.current = { x: event.clientX - view.x, y: event.clientY - view.y };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) setView((v) => ({ ...v, x: event.clientX - (drag.current?.x ?? 0), y: event.clientY - (drag.current?.y ?? 0) }));
  };
  const onKey = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(id);
    }
  };

  return (
    <div className={css.canvasWrap}>
      <div className={css.toolbar}>
        <button type="button" className={css.tool} onClick={() => zoom(1.25)} aria-label={t('page.zoomIn')}>
          +
        </button>
        <button type="button" className={css.tool} onClick={() => zoom(0.8)} aria-label={t('page.zoomOut')}>
          −
        </button>
        <button type="button" className={css.tool} onClick={fit}>
          {t('page.reset')}
        </button>
      </div>
      <div
        ref={frame}
        className={css.canvas}
        style={height ? { height } : undefined}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = undefined)}
        data-testid="diagram"
      >
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width * view.scale}
          height={layout.height * view.scale}
          style={{ transform: `translate(${view.x}px, ${view.y}px)` }}
          role="group"
          aria-label={t(`${layout.id}.title`)}
        >
          <defs>
            <marker id="diagram-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" className={css.arrowHead} />
            </marker>
          </defs>
          {layout.states.map((state) => {
            const label = name(state.id, state.key);
            const fits = label.length * charWidth <= state.width - 12;
            const isActive = active.has(state.id);
            const isVisited = !isActive && visited?.has(state.id) === true;
            // The leaves mark where the flow is; an active parent only gets a coloured border.
            const isLeaf = state.type === 'atomic' || state.type === 'final';
            return (
              <g
                key={state.id}
                data-state={state.id}
                data-active={isActive || undefined}
                data-visited={isVisited || undefined}
                role="button"
                tabIndex={0}
                aria-pressed={selected === state.id}
                aria-label={`${label}${isActive ? ` (${t('page.current')})` : isVisited ? ` (${t('page.visited')})` : ''}`}
                onClick={() => onSelect(state.id)}
                onKeyDown={onKey(state.id)}
                className={css.stateGroup}
              >
                <rect
                  x={state.x}
                  y={state.y}
                  width={state.width}
                  height={state.height}
                  rx={8}
                  className={selected === state.id ? css.stateSelected : isActive ? (isLeaf ? css.stateActive : css.stateActiveParent) : isVisited ? css.stateVisited : isLeaf ? css.state : css.stateParent}
                  strokeDasharray={state.parentType === 'parallel' ? '6 4' : undefined}
                />
                <text x={state.x + 8} y={state.y + 16} className={css.stateName} {...(fits ? {} : { textLength: state.width - 16, lengthAdjust: 'spacingAndGlyphs' })}>
                  {label}
                  {state.initial ? ' ●' : ''}
                </text>
                {(withCodeNames ? state.invokes : []).map((invoke, index) => (
                  <text key={invoke} x={state.x + 8} y={state.y + 32 + index * 16} className={css.stateInvoke}>
                    ⚙ {invoke}
                  </text>
                ))}
              </g>
            );
          })}
          {layout.arrows.map((arrow, index) =>
            arrow.points.length < 2 ? null : (
              <g key={index} aria-hidden="true">
                <path d={arrow.points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join(' ')} className={css.arrow} markerEnd="url(#diagram-arrow)" />
                {withCodeNames ? (
                  <text x={arrow.label.x + 2} y={arrow.label.y + 12} className={css.arrowLabel}>
                    {arrow.label.text}
                  </text>
                ) : null}
              </g>
            ),
          )}
        </svg>
      </div>
    </div>
  );
}
