// npm scripts must run on the Node 24 pinned in devDependencies ("node"); an install with
// scripts disabled silently falls back to the machine's older Node, so fail loudly instead.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `\n✖ TrialHub needs Node 24 or newer, but this is Node ${process.versions.node}.\n` +
      `  Run 'npm install' (with install scripts enabled) so the pinned Node 24 from\n` +
      `  devDependencies is used by npm scripts, or install Node 24 yourself.\n`,
  );
  process.exit(1);
}
