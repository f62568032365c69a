#!/usr/bin/env python3
"""Checks what `kubectl kustomize deploy/kubernetes` rendered (a multi-document YAML on stdin).

The clients Job must be Indexed with completions = parallelism = CLIENT_COUNT of the settings
ConfigMap, and both Jobs must mount the generated ConfigMap and the results claim. Standard library
only: the few fields needed are found line by line in kubectl's canonical output.
"""
import re
import sys


def main(text):
    failures = []
    docs = [d for d in re.split(r"^---$", text, flags=re.M) if d.strip()]
    kinds = {}
    for d in docs:
        kind = re.search(r"^kind: (\S+)", d, re.M).group(1)
        name = re.search(r"^  name: (\S+)", d, re.M).group(1)
        kinds[(kind, name.rsplit("-", 1)[0] if kind == "ConfigMap" else name)] = d
    print("rendered: " + ", ".join("%s/%s" % k for k in sorted(kinds)))
    clients = kinds.get(("Job", "ycsb-clients"), "")
    settings = kinds.get(("ConfigMap", "ycsb-settings"), "")
    field = lambda doc, name: (re.search(r"^\s+%s: \"?([^\"\n]+)\"?$" % name, doc, re.M) or [None, None])[1]
    mode, completions, parallelism = (field(clients, n) for n in ("completionMode", "completions", "parallelism"))
    count = field(settings, "CLIENT_COUNT")
    print("clients Job: completionMode=%s completions=%s parallelism=%s; settings CLIENT_COUNT=%s"
          % (mode, completions, parallelism, count))
    if mode != "Indexed":
        failures.append("the clients Job is not Indexed")
    if not completions or len({completions, parallelism, count}) != 1:
        failures.append("completions, parallelism and CLIENT_COUNT differ")
    for job in ("ycsb-clients", "ycsb-merge"):
        doc = kinds.get(("Job", job), "")
        for needed in ("claimName: ycsb-results", "name: ycsb-config-", "name: ycsb-settings-"):
            if needed not in doc:
                failures.append("Job %s lacks '%s'" % (job, needed))
    for f in failures:
        print("FAILED: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.stdin.read()))
