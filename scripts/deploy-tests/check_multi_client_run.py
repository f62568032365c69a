#!/usr/bin/env python3
"""Checks one multi-client run brought home by deploy/ansible/ycsb.yml and prints its figures.

Usage: check_multi_client_run.py RUN_DIR RECORDS STORED_KEYS
RUN_DIR holds clients/<host>/{load,run}/result.json, merged/<phase-run id>/result.json and report/.
Checks: the load slices add up to RECORDS and so do the keys in the database (STORED_KEYS); the merged
operations are the sum of the clients'; the clients started the run within 100 ms of each other; the
report was rendered. Exit code 0 when every check passed.
"""
import glob
import json
import os
import sys

MAX_START_SPREAD_MS = 100


def read(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def p95(result):
    """The p95 (us) of the first operation series that has one."""
    for name in ("READ", "UPDATE", "INSERT", "SCAN"):
        series = (result.get("series") or {}).get(name)
        if series and series.get("latencyUs"):
            return name, series["latencyUs"]["percentiles"].get("p95")
    return None, None


def main(run_dir, records, stored):
    failures = []
    clients = sorted(glob.glob(os.path.join(run_dir, "clients", "*")))
    load = {c: read(os.path.join(c, "load", "result.json")) for c in clients}
    run = {c: read(os.path.join(c, "run", "result.json")) for c in clients}
    merged = {}
    for f in glob.glob(os.path.join(run_dir, "merged", "*", "result.json")):
        r = read(f)
        merged[r["phase"]] = r

    print("client   index  load records  load startEpochMs  run startEpochMs  run operations  run p95 (us)")
    for c in clients:
        sl = run[c].get("clientSlice") or {}
        op, value = p95(run[c])
        print("%-8s %2s/%-2s  %12d  %17d  %16d  %14d  %s %s" % (
            os.path.basename(c), sl.get("index"), sl.get("count"), load[c]["operations"],
            load[c]["startEpochMs"], run[c]["startEpochMs"], run[c]["operations"], op, value))
    op, value = p95(merged["run"])
    print("merged            %12d  %17s  %16s  %14d  %s %s" % (
        merged["load"]["operations"], "", "", merged["run"]["operations"], op, value))
    print("keys in the database: %d (recordcount %d)" % (stored, records))

    indexes = sorted((run[c].get("clientSlice") or {}).get("index") for c in clients)
    if indexes != list(range(len(clients))):
        failures.append("client indexes %s, expected 0..%d" % (indexes, len(clients) - 1))
    loaded = sum(r["operations"] for r in load.values())
    if loaded != records:
        failures.append("the load slices inserted %d records, expected %d" % (loaded, records))
    if stored != records:
        failures.append("the database holds %d keys, expected %d" % (stored, records))
    for phase, parts in (("load", load), ("run", run)):
        total = sum(r["operations"] for r in parts.values())
        if merged[phase]["operations"] != total:
            failures.append("merged %s operations %d != the clients' sum %d" % (
                phase, merged[phase]["operations"], total))
    starts = [r["startEpochMs"] for r in run.values()]
    spread = max(starts) - min(starts)
    print("run start spread: %d ms" % spread)
    if spread > MAX_START_SPREAD_MS:
        failures.append("the clients started %d ms apart (more than %d)" % (spread, MAX_START_SPREAD_MS))
    for name in ("index.html", "report.md"):
        path = os.path.join(run_dir, "report", name)
        if not os.path.isfile(path) or os.path.getsize(path) == 0:
            failures.append("no report file %s" % path)
    for f in failures:
        print("FAILED: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
