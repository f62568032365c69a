#!/usr/bin/env python3
"""Runs `bin/ycsb run BINDING` from an unpacked distribution with -p metrics.port on a free loopback port, scrapes
its /metrics over HTTP while the run goes and while it lingers, and checks what a Prometheus server would see: the
endpoint answers, its series carry binding="BINDING" (the registry name, not the DB class), and the final
operation counter equals operationcount.

Usage: check_metrics_endpoint.py YCSB_HOME BINDING OPERATIONCOUNT [ycsb options...]
Standard library only; exit 0 and one summary line when every check passes, 1 and the reason otherwise.
"""
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

SAMPLE = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$')
LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="([^"]*)"')


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def scrape(url):
    """The samples of one scrape as (name, labels, value), or None when the endpoint does not answer."""
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            text = response.read().decode("utf-8")
    except (urllib.error.URLError, ConnectionError, socket.timeout):
        return None
    samples = []
    for line in text.splitlines():
        m = SAMPLE.match(line)
        if m and not line.startswith("#"):
            samples.append((m.group(1), dict(LABEL.findall(m.group(2) or "")), float(m.group(3))))
    return samples


def main(home, binding, operations, extra):
    port = free_port()
    url = "http://127.0.0.1:%d/metrics" % port
    command = ["bin/ycsb", "run", binding, "-P", "workloads/workloada", "-p", "operationcount=%d" % operations,
               "-p", "metrics.port=%d" % port, "-p", "metrics.linger=5"] + extra
    client = subprocess.Popen(command, cwd=home, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              universal_newlines=True)
    scrapes, final = 0, None
    deadline = time.time() + 120
    while time.time() < deadline and client.poll() is None:
        samples = scrape(url)
        if samples is not None:
            scrapes += 1
            if any(n == "ycsb_run_finished" and v == 1 for n, _, v in samples):
                final = samples
                break
        time.sleep(0.2)
    try:
        err = client.communicate(timeout=60)[1]
    except subprocess.TimeoutExpired:
        client.kill()
        return "the client did not end within 60 s of its last scrape"
    if client.returncode != 0:
        return "bin/ycsb run %s exited %d:\n%s" % (binding, client.returncode, err)
    if final is None:
        return "no scrape of %s saw the finished run (%d scrapes answered)" % (url, scrapes)
    bindings = {labels.get("binding") for name, labels, _ in final if name.startswith("ycsb_")}
    if bindings != {binding}:
        return "binding label %s, expected {'%s'}" % (sorted(bindings), binding)
    counted = sum(v for n, _, v in final if n == "ycsb_operations_total")
    if counted != operations:
        return "ycsb_operations_total adds up to %s, expected %d" % (counted, operations)
    names = {n for n, _, _ in final}
    for needed in ("ycsb_service_time_seconds_bucket", "process_cpu_seconds_total", "jvm_threads_current"):
        if needed not in names:
            return "no %s in the exposition" % needed
    print("metrics endpoint from the distribution: %s answered %d scrapes; binding=\"%s\", ycsb_operations_total "
          "%d = operationcount, %d series" % (url, scrapes, binding, counted, len(final)))
    return None


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    failure = main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:])
    if failure:
        print("metrics endpoint from the distribution: " + failure)
        sys.exit(1)
