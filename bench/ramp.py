"""The ramp of a measured run, from its status lines (-s, status.interval=1): the rate of its first 3 measured
seconds over that of its last 3; near 1 when the warm-up sufficed. Used by bench/concurrency.sh and
bench/warmup-switch.sh; `python3 bench/ramp.py STDERR_FILE` prints it.

Warm-up lines count 0 operations and the last line is the partial second of the end, so neither counts. Each
line's interval is its operations over its rate, so a short one (a tick just after the warm-up's end: 1,289
operations in 19 ms) weighs what it lasted, not a whole third of the figure.
"""
import re
import sys

_LINE = re.compile(r" sec: (\d+) operations; ([\d.]+) current ops/sec")


def intervals(text):
    """(operations, seconds) per status line after the warm-up, the partial last one left out."""
    out, before = [], 0
    for m in _LINE.finditer(text):
        total, rate = int(m.group(1)), float(m.group(2))
        if total > 0 and rate > 0:
            out.append((total - before, (total - before) / rate))
        if total > 0:
            before = total
    return out[:-1]


def _rate_over(parts, seconds):
    ops = secs = 0
    for o, t in parts:
        if secs >= seconds:
            break
        ops, secs = ops + o, secs + t
    return ops / secs if secs > 0 else 0


def ramp(text):
    """The ramp as text with 2 decimals, or '-' with fewer than 6 measured lines."""
    parts = intervals(text)
    late = _rate_over(parts[::-1], 3)
    return "%.2f" % (_rate_over(parts, 3) / late) if len(parts) >= 6 and late > 0 else "-"


if __name__ == "__main__":
    print(ramp(open(sys.argv[1]).read()))
