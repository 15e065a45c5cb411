import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, readConfig, refuseExposedSandbox } from '../../api/server/config';
import { startServer } from '../../api/server/main';

/*
 * The sandbox mailbox shows every account's links and codes: a sandbox listens beyond this machine only
 * when SANDBOX_PUBLIC=true says so.
 */

describe('a sandbox on a public interface', () => {
  it('tells loopback hosts from the others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '[::]', '10.0.0.5', '192.168.1.20', 'tun.example.am', '128.0.0.1', 'localhost.example.am']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('is refused unless SANDBOX_PUBLIC=true, with a message that says why and what to set', () => {
    const exposed = readConfig({ HOST: '0.0.0.0' });
    expect(exposed).toMatchObject({ sandbox: true, sandboxPublic: false });
    expect(() => refuseExposedSandbox(exposed)).toThrow(/SANDBOX=true on HOST=0\.0\.0\.0.*mailbox.*SANDBOX_PUBLIC=true/s);
    expect(() => refuseExposedSandbox(readConfig({ HOST: '0.0.0.0', SANDBOX_PUBLIC: 'true' }))).not.toThrow();
    expect(() => refuseExposedSandbox(readConfig({ HOST: '0.0.0.0', SANDBOX: 'false' }))).not.toThrow();
    expect(() => refuseExposedSandbox(readConfig({}))).not.toThrow();
    expect(() => readConfig({ SANDBOX_PUBLIC: 'yes' })).toThrow(/SANDBOX_PUBLIC/);
  });

  it('does not start, and opens no database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tun-exposed-'));
    try {
      await expect(startServer({ HOST: '0.0.0.0', PORT: '4999', DATA_DIR: dataDir, SCHEDULER: 'false', SEED: 'false' })).rejects.toThrow(/Refusing to start: SANDBOX=true on HOST=0\.0\.0\.0/);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('drops a trailing slash from PUBLIC_URL, so links have one slash after the host', () => {
    expect(readConfig({ PUBLIC_URL: 'https://tun.example.am/' }).publicUrl).toBe('https://tun.example.am');
    expect(readConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  });
});
