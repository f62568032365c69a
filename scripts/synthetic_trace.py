#!/usr/bin/env python3
"""Writes a synthetic cache trace in the format of Twitter's production traces (twitter/cache-trace):
one request per line, `timestamp,anonymized key,key size,value size,client id,operation,TTL`, timestamps in
whole seconds, TTL 0 on requests that are not writes. Or, with --format csv, a generic CSV whose header names
its columns. Every figure comes from a stated distribution and a seed, so the same command writes the same file.

  scripts/synthetic_trace.py --lines 1000000 --rate 20000 --out trace.csv
  scripts/synthetic_trace.py --lines 100000000 --out big.zst        # .zst: compressed with the zstd tool

Distributions (all optional):
  --rate R             requests per second (default 10000); --arrivals poisson|uniform (default poisson)
  --keys N             distinct keys (default 100000), chosen with Zipf exponent --zipf (default 1.0; 0 = uniform)
  --key-size A-B       key sizes in bytes, uniform (default 20-20: Twitter's cluster with 20 B keys)
  --value-size A-B     value sizes, uniform in A-B bytes, or `lognormal:MU,SIGMA` (default lognormal:5.6,0.8,
                       a median of 270 B like that cluster's 273 B mean value)
  --mix OP:W,...       operation weights (default get:0.8,set:0.15,delete:0.03,incr:0.02)
  --ttl SECONDS:W,...  TTLs of writes (default 43200:0.07,86400:0.65,1209600:0.28: 12 h, 1 d, 14 d)
  --clients N          client ids 0..N-1 (default 4), uniform
  --seed S             (default 1)
  --repeat N           write the --lines lines N times, each copy's timestamps after the one before (default 1):
                       a long trace fast (10^8 lines from a block of 10^6 in minutes, not the hours of drawing each)
A key's size and its value size are functions of the key, so every request for a key names the same sizes.
"""
import argparse
import bisect
import hashlib
import math
import random
import subprocess
import sys

OPERATIONS = ("get", "gets", "set", "add", "replace", "cas", "append", "prepend", "delete", "incr", "decr")


def weighted(text, what, convert):
    pairs = []
    for part in text.split(","):
        name, sep, weight = part.strip().rpartition(":")
        if not sep:
            sys.exit(f"synthetic_trace: --{what}: '{part}' is not NAME:WEIGHT")
        try:
            pairs.append((convert(name), float(weight)))
        except ValueError:
            sys.exit(f"synthetic_trace: --{what}: '{part}' is not NAME:WEIGHT")
    total = sum(w for _, w in pairs)
    if total <= 0:
        sys.exit(f"synthetic_trace: --{what}: the weights must sum to more than 0")
    cumulative, running = [], 0.0
    for _, w in pairs:
        running += w / total
        cumulative.append(running)
    return [v for v, _ in pairs], cumulative


def operation(name):
    if name not in OPERATIONS:
        raise ValueError(name)
    return name


def size_range(text, what):
    try:
        low, _, high = text.partition("-")
        low, high = int(low), int(high or low)
    except ValueError:
        sys.exit(f"synthetic_trace: --{what}: '{text}' is not A-B (bytes)")
    if low < 1 or high < low:
        sys.exit(f"synthetic_trace: --{what}: '{text}' must be A-B with 1 <= A <= B")
    return low, high


def key_uniform(key, stream):
    digest = hashlib.blake2b(f"{stream}:{key}".encode(), digest_size=8).digest()
    return (int.from_bytes(digest, "big") + 0.5) / 2.0 ** 64


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--lines", type=int, required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--format", choices=("twitter", "csv"), default="twitter")
    p.add_argument("--rate", type=float, default=10000.0)
    p.add_argument("--arrivals", choices=("poisson", "uniform"), default="poisson")
    p.add_argument("--keys", type=int, default=100000)
    p.add_argument("--zipf", type=float, default=1.0)
    p.add_argument("--key-size", default="20-20")
    p.add_argument("--value-size", default="lognormal:5.6,0.8")
    p.add_argument("--mix", default="get:0.8,set:0.15,delete:0.03,incr:0.02")
    p.add_argument("--ttl", default="43200:0.07,86400:0.65,1209600:0.28")
    p.add_argument("--clients", type=int, default=4)
    p.add_argument("--start", type=int, default=0, help="the first timestamp (default 0)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--repeat", type=int, default=1)
    a = p.parse_args()
    if a.lines < 1 or a.rate <= 0 or a.keys < 1 or a.clients < 1 or a.zipf < 0 or a.repeat < 1:
        sys.exit("synthetic_trace: --lines, --rate, --keys, --clients and --repeat must be above 0, --zipf 0 or more")
    rng = random.Random(a.seed)
    ops, op_cdf = weighted(a.mix, "mix", operation)
    ttls, ttl_cdf = weighted(a.ttl, "ttl", int)
    key_low, key_high = size_range(a.key_size, "key-size")
    if a.value_size.startswith("lognormal:"):
        try:
            mu, sigma = (float(x) for x in a.value_size[len("lognormal:"):].split(","))
        except ValueError:
            sys.exit("synthetic_trace: --value-size: write lognormal:MU,SIGMA or A-B")
        value_of = lambda u: max(1, int(math.exp(mu + sigma * normal_quantile(u))))
    else:
        v_low, v_high = size_range(a.value_size, "value-size")
        value_of = lambda u: v_low + int(u * (v_high - v_low + 1))
    # Zipf popularity over key ranks 1..N, by inverting its cumulative weights.
    weights = [1.0 / (rank ** a.zipf) for rank in range(1, a.keys + 1)]
    total = sum(weights)
    key_cdf, running = [], 0.0
    for w in weights:
        running += w / total
        key_cdf.append(running)

    if a.out.endswith(".zst"):
        zstd = subprocess.Popen(["zstd", "-q", "-f", "-o", a.out], stdin=subprocess.PIPE)
        sink = zstd.stdin
    else:
        zstd = None
        sink = open(a.out, "wb")
    if a.format == "csv":
        sink.write(b"timestamp,key,key_size,value_size,client,operation,ttl\n")
    clock = float(a.start)
    step = 1.0 / a.rate
    buffer = []
    block = [] if a.repeat > 1 else None
    for _ in range(a.lines):
        clock += rng.expovariate(a.rate) if a.arrivals == "poisson" else step
        rank = min(bisect.bisect_left(key_cdf, rng.random()), a.keys - 1)
        key_size = key_low + int(key_uniform(rank, "k") * (key_high - key_low + 1))
        key = (f"k{rank}:" + "x" * key_size)[:key_size] if key_size > len(f"k{rank}:") else f"k{rank}"
        op = ops[min(bisect.bisect_left(op_cdf, rng.random()), len(ops) - 1)]
        write = op in ("set", "add", "replace", "cas", "append", "prepend")
        ttl = ttls[min(bisect.bisect_left(ttl_cdf, rng.random()), len(ttls) - 1)] if write else 0
        value_size = value_of(key_uniform(rank, "v"))
        rest = f",{key},{len(key)},{value_size},{rng.randrange(a.clients)},{op},{ttl}\n"
        buffer.append(f"{int(clock)}{rest}")
        if block is not None:
            block.append((int(clock), rest))
        if len(buffer) >= 10000:
            sink.write("".join(buffer).encode())
            buffer.clear()
    sink.write("".join(buffer).encode())
    if block is not None:
        # Each copy starts the second after the block's last one; the lines are the block's, shifted.
        span = block[-1][0] - a.start + 1
        for copy in range(1, a.repeat):
            shift = copy * span
            for i in range(0, len(block), 10000):
                sink.write("".join(f"{t + shift}{rest}" for t, rest in block[i:i + 10000]).encode())
    sink.close()
    if zstd is not None and zstd.wait() != 0:
        sys.exit("synthetic_trace: zstd failed")


def normal_quantile(u):
    """Acklam's rational approximation of the standard normal quantile (relative error below 1.2e-9)."""
    a = (-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
         -3.066479806614716e+01, 2.506628277459239e+00)
    b = (-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
         -1.328068155288572e+01)
    c = (-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
         4.374664141464968e+00, 2.938163982698783e+00)
    d = (7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00)
    if u < 0.02425:
        q = math.sqrt(-2 * math.log(u))
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / \
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    if u > 1 - 0.02425:
        return -normal_quantile(1 - u)
    q = u - 0.5
    r = q * q
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / \
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)


if __name__ == "__main__":
    main()
