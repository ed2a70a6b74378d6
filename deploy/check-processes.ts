/**
 * The deployment check's processes (check.ts): the recipe's systemd unit and environment file read as
 * systemd reads them, instances started and stopped as systemd does, nginx from Debian's packages.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
/** Every process the check started, stopped at the end whatever happens. */
export const started: ChildProcess[] = [];
export const step = (text: string) => console.log(`\n== ${text}`);
export const ok = (text: string) => console.log(`   ✓ ${text}`);

export function fail(message: string): never {
  throw new Error(message);
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (found) return found;
  step('installing nginx (Debian package)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  return '/usr/sbin/nginx';
}

/** The environment file of the recipe, as systemd reads it (KEY=value lines, # comments). */
export function readEnvFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

/** The unit's ExecStart and Environment= lines, with %i = port. */
export function unitCommand(port: number): { command: string; args: string[]; env: Record<string, string> } {
  const unit = fs.readFileSync(path.join(root, 'deploy/systemd/trialhub@.service'), 'utf8');
  const env: Record<string, string> = {};
  for (const [, key, value] of unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)) env[key!] = value!;
  const exec = /^ExecStart=(.*)$/m.exec(unit)![1]!.split(' ');
  const toHere = (p: string) => p.replaceAll('/opt/trialhub', root).replaceAll('%i', String(port));
  for (const key of Object.keys(env)) env[key] = toHere(env[key]!);
  return { command: toHere(exec[0]!), args: exec.slice(1).map(toHere), env };
}

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const unit = unitCommand(port);
  const child = spawn(unit.command, unit.args, {
    cwd: root,
    env: { ...env, ...unit.env, PATH: `${unit.env.PATH}:${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, port, child, output: () => output, exited };
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    try {
      process.kill(-instance.child.pid!, 'SIGTERM');
    } catch {
      // gone
    }
  }
  await instance.exited;
}

export async function ready(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
  return res.status === 200;
}
