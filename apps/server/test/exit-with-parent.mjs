// Loaded (node --import) into each process a server test starts (see processes.ts). Its IPC channel
// to the test worker closes however the worker ends, even on SIGKILL, which no exit handler sees:
// then this process ends too, rather than a test server running on for hours.
if (process.channel) {
  process.channel.unref();
  process.on('disconnect', () => process.exit(1));
}
