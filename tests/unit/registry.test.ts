import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { registry } from '../../machines/registry';
import { nodesOf } from '../support/machine-coverage';
import { diagramIds } from '../../src/features/diagrams/diagram-ids';

const root = join(import.meta.dirname, '../..');

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? machineFiles(join(dir, entry.name)) : entry.name.endsWith('.machine.ts') ? [relative(root, join(dir, entry.name))] : [],
  );
}

const isMachine = (value: unknown): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'config' in value;

describe('machine registry', () => {
  it('registers every machine of every *.machine.ts file, under its own id and file', async () => {
    const files = machineFiles(join(root, 'machines'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const module = (await import(join(root, file))) as Record<string, unknown>;
      const machines = Object.values(module).filter(isMachine);
      expect(machines.length, `${file} exports no machine`).toBeGreaterThan(0);
      for (const machine of machines) {
        const entry = registry.find((candidate) => candidate.machine === machine);
        expect(entry, `${machine.id} of ${file} is not in machines/registry.ts`).toBeDefined();
        expect(entry?.file).toBe(file);
        expect(entry?.id).toBe(machine.id);
      }
    }
  });

  it('keeps each machine\'s samples beside it, in <name>.samples.ts, which exports its entry', async () => {
    for (const entry of registry) {
      const samplesFile = entry.file.replace(/\.machine\.ts$/, '.samples.ts');
      const module = (await import(join(root, samplesFile))) as Record<string, unknown>;
      expect(Object.values(module), `${samplesFile} does not export the ${entry.id} entry`).toContain(entry);
    }
  });

  it('gives every invoked actor its sample outputs, and no samples for an actor the machine does not invoke', () => {
    for (const entry of registry) {
      const invoked = new Set(nodesOf(entry.machine.root).flatMap((node) => node.invoke.map((invoke) => String(invoke.src))));
      expect(new Set(Object.keys(entry.actors)), `${entry.id}: actors with samples`).toEqual(invoked);
    }
  });

  it('offers every registered machine on the diagrams page', () => {
    expect([...diagramIds]).toEqual(registry.map((entry) => entry.id));
  });

  it('names each machine once', () => {
    const ids = registry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps views only to states that exist', () => {
    for (const entry of registry) {
      const ids = new Set(nodesOf(entry.machine.root).map((node) => node.id));
      expect(Object.keys(entry.views).length, `${entry.id} maps no view`).toBeGreaterThan(0);
      for (const stateId of Object.keys(entry.views)) expect(ids.has(stateId), `${entry.id}: no state ${stateId}`).toBe(true);
    }
  });
});
