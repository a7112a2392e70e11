// Reads what happened to each request: the client's records joined with HAProxy's log lines.

/** HAProxy log lines (log-format of deploy/haproxy/haproxy.cfg) by the rig's request id. */
export function parseHaproxyLog(text) {
  const byId = new Map();
  for (const line of text.split('\n')) {
    // client backend/server status termination retries total-ms request-id "request line"
    const m = /^\S+ (\S+)\/(\S+) (-?\d+) (\S+) (\S+) (-?\d+) (\S+) /.exec(line);
    if (!m) continue;
    byId.set(m[7], { server: m[2], status: Number(m[3]), termination: m[4], retries: m[5] });
  }
  return byId;
}

/** A request that did not get the answer it should: no answer, a 5xx, or a refusal other than sold out. */
export function isFailure(record) {
  if (record.status === 0 || record.status >= 500) return true;
  // 409: the last unit went to another booker, the race the rig sets up on purpose.
  if (record.kind === 'booking') return record.status !== 201 && record.status !== 409;
  return record.status >= 400 && record.kind !== 'asset';
}

/**
 * The phase's figures: requests, req/s, answers by kind and status, and each failure with the
 * instance that had it and whether it was in flight there when that instance was killed.
 */
export function summarise(records, log, { startedAt, endedAt, kill }) {
  const done = records.filter((r) => r.start >= startedAt && r.start <= endedAt && (r.end > 0 || r.error));
  const byKind = {};
  for (const r of done) {
    const key = r.error ? `error ${r.error}` : String(r.status);
    byKind[r.kind] ??= {};
    byKind[r.kind][key] = (byKind[r.kind][key] ?? 0) + 1;
  }
  const failures = done.filter(isFailure).map((r) => {
    const entry = log.get(r.id);
    const inFlightOnKilled =
      kill !== undefined &&
      entry?.server === kill.server &&
      r.start <= kill.at &&
      (r.end || r.start) >= kill.at;
    // Times from the kill, so a failure can be placed against it.
    const sinceKill = kill && { startMs: r.start - kill.at, endMs: (r.end || r.start) - kill.at };
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      error: r.error,
      ...entry,
      ...sinceKill,
      inFlightOnKilled,
    };
  });
  // Answered, but only after HAProxy tried another instance (a refused connection, or a safe request the dead one never answered).
  const retried = done.filter((r) => (log.get(r.id)?.retries ?? '0') !== '0').length;
  const seconds = (endedAt - startedAt) / 1000;
  return {
    seconds: Number(seconds.toFixed(1)),
    requests: done.length,
    requestsPerSecond: Math.round(done.length / seconds),
    byKind,
    retriedByBalancer: retried,
    failed: failures.length,
    failedInFlightOnKilled: failures.filter((f) => f.inFlightOnKilled).length,
    failedOtherwise: failures.filter((f) => !f.inFlightOnKilled).length,
    failures: failures.slice(0, 50),
  };
}
