// Preloaded (node --require) into every app server an e2e worker starts. A worker that is killed
// (a teardown past its time, a crash, an interrupted run) never stops its servers; they would run
// on as orphans, each with its AIS simulator, and take the CPU from every later test. When the
// worker is gone the server is handed to another parent, and then it stops as on a normal stop.
const worker = process.ppid;
setInterval(() => {
  if (process.ppid !== worker) process.kill(process.pid, 'SIGTERM');
}, 1_000).unref();
