#!/usr/bin/env python3
"""The probe of bad and odd invocations, run by scripts/probe-bad-inputs.sh.

Every case is one invocation of bin/ycsb (load, run, shell, sweep, report, report merge, plan) or of
java ... site.ycsb.Client, with what correct behaviour is: an exit code (or "nonzero", or "any" for odd
but valid input), optionally a pattern that must appear in the messages (the lines that are not the
command echo), patterns that must not appear, and extra checks on the files written. A case is BAD on
  - a Java stack trace in stdout/stderr or in a step's stdout.txt/stderr.txt ("\\tat ", "Exception in
    thread", "Caused by:"),
  - an exit code other than the expected one (exit 0 where an error is expected, above all),
  - a hang: no exit within the case's limit (60 s at most), or not within its budget after a signal
    (SIGNAL_BUDGET for a wait, RESULTS_BUDGET for a run that writes its results, 15 s for a plan),
  - processes of its own (its process group) still running 2 s after it exited,
  - a secret (SECRETS) in stdout, stderr or any file under the case's output folder,
  - a missing pattern, a forbidden pattern, a failed check.
Standard library only. Each case runs in its own folder: in/ holds its inputs (never scanned for
secrets), out/ is its working directory and output folder.
"""

import argparse
import concurrent.futures
import csv
import fnmatch
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
YCSB = str(ROOT / "bin" / "ycsb")
WORKLOADS = ROOT / "workloads"
SECRET = "S3cret"          # also the start of S3cretPW
PLAN_PW = "Pl4nPW-x7Q"     # given to plans through the environment as ${PW}
SECRETS = (SECRET, PLAN_PW)
SIGNAL_BUDGET = 5.0        # seconds a waiting process may take to exit after SIGINT/SIGTERM
RESULTS_BUDGET = 10.0      # the same for a run or sweep step, which writes what it measured first
DEFAULT_LIMIT = 60.0
STACK_TRACE = re.compile(r"^\tat |Exception in thread|^Caused by:|\bCaused by: ", re.M)
# Lines that only echo the command (the launcher's java command, the client's banner).
ECHO = re.compile(r"^(\S*/java |Command line: |YCSB Client |Loading workload|Starting test|YCSB Command Line client"
                  r"|Type \"help\"|Start with \"-help\"|Connected\.$|\[sweep\] before .*: )")
FAR_FUTURE = "2099-01-01T00:00:00Z"
TINY = ["-p", "recordcount=10", "-p", "operationcount=10"]

# Reasons a refused output folder must give, beside its name.
WHY_PROC = r"(?i:denied|permission|read-only|not permitted|no such|cannot create)"
WHY_FILE = r"(?i:is a file|not a (directory|folder)|already exists|exists)"
WHY_NONEMPTY = r"(?i:not empty|non-empty|already exists|exists|must be new|is not new)"
WHY_UNDER_FILE = r"(?i:not a (directory|folder)|is a file|cannot create|file exists)"
# An --out folder that cannot be created (/proc/x, a path under a file): refused as bad input (2) or as
# an output that cannot be written (1); the message must say why either way.
CANNOT_CREATE = (1, 2)


def workload(name):
    return str(WORKLOADS / name)


def same_line(*parts):
    """A pattern matching one line holding every part, in any order."""
    look = "".join("(?=.*%s)" % p for p in parts)
    return "(?m)^%s.*$" % look


class Ctx:
    """What a case's argv, setup and checks may use: its folders, the fixtures, the ports."""

    def __init__(self, case_dir, fixtures, ports):
        self.dir = case_dir
        self.inp = case_dir / "in"
        self.out = case_dir / "out"
        self.fx = fixtures
        self.ports = ports

    def write(self, name, content):
        path = self.inp / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        return str(path)

    def copy_fixture(self, name, to=None):
        source = self.fx.path(name)
        target = self.inp / (to or name)
        if source.is_dir():
            shutil.copytree(source, target)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, target)
        return str(target)


class Case:
    def __init__(self, name, command, theme, argv, expect, pattern=None, forbid=(), setup=None, env=None,
                 stdin=None, sig=None, limit=None, checks=(), needs=(), sig_budget=SIGNAL_BUDGET, sig_optional=False):
        self.name = name
        self.command = command
        self.theme = theme
        self.argv = argv
        self.expect = expect          # int, a tuple of ints, "nonzero" or "any"
        self.pattern = pattern        # regex that must match the messages
        self.forbid = forbid          # regexes that must not match stdout + stderr
        self.setup = setup
        self.env = env or {}
        self.stdin = stdin
        self.sig = sig                # (signal, regex seen on stdout/stderr or None, delay s, "group"|"main")
        if sig and sig[0] == signal.SIGTERM and expect == 130:
            # ExitCode.INTERRUPTED (130) is documented for SIGINT and SIGTERM; 143 (128 + 15) is the
            # shell's convention for SIGTERM: either is an honest answer
            self.expect = (130, 143)
        self.limit = limit or (45.0 if sig else 40.0)
        self.sig_budget = sig_budget  # seconds from the signal to the exit
        self.sig_optional = sig_optional  # an exit before the signal is fine (a command that may be quick)
        self.checks = checks
        self.needs = needs


# ---------------------------------------------------------------------------------------------------
# Fixtures: valid runs and folders the cases copy or read (never modify).

class Fixtures:
    def __init__(self, root):
        self.root = root
        self.built = {}
        self.lock = threading.Lock()

    def path(self, name):
        return self.root / name

    def build(self, names, jobs):
        todo = [n for n in FIXTURES if n in names]
        # dependencies first: the stores before the runs that read them
        first = [n for n in todo if n.startswith("store")]
        rest = [n for n in todo if not n.startswith("store")]
        for group in (first, rest):
            with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
                for name, error in zip(group, pool.map(self._build_one, group)):
                    if error:
                        raise SystemExit("probe: cannot build fixture %s: %s" % (name, error))

    def _build_one(self, name):
        argv, ok_codes = FIXTURES[name](self)
        log = self.root / (name + ".log")
        with open(log, "wb") as out:
            code = subprocess.call(argv, stdout=out, stderr=subprocess.STDOUT, cwd=str(self.root), timeout=120)
        if code not in ok_codes:
            return "exit %d (see %s)" % (code, log)
        return None


def _store(fieldlength, integrity):
    def build(fx):
        return ([YCSB, "load", "memory", "-P", workload("workloada"), "-p", "recordcount=10",
                 "-p", "fieldlength=%d" % fieldlength, "-p", "dataintegrity=%s" % integrity,
                 "-p", "memory.file=%s" % fx.path("store-%s.bin" % ("di" if integrity == "true" else "plain"))],
                (0,))
    return build


def _run(name, extra=()):
    def build(fx):
        store = fx.path(name + ".bin")
        shutil.copy(fx.path("store-plain.bin"), store)
        return ([YCSB, "run", "memory", "-P", workload(name.split("-")[1]), *TINY, "-p", "memory.file=%s" % store,
                 "-p", "results.dir=%s" % fx.path(name), *extra], (0,))
    return build


def _client(index):
    def build(fx):
        return ([YCSB, "run", "memory", "-P", workload("workloada"), *TINY, "-p", "client.index=%d" % index,
                 "-p", "client.count=2", "-p", "run.id=probe-merge", "-p", "results.dir=%s" % fx.path(
                     "client-%d" % index)], (0,))
    return build


FIXTURES = {
    "store-di": _store(100, "true"),
    "store-plain": _store(100, "false"),
    "run-workloada": _run("run-workloada"),
    "run-workloadb": _run("run-workloadb"),
    "client-0": _client(0),
    "client-1": _client(1),
    "sweep": lambda fx: ([YCSB, "sweep", "memory", "-P", workload("workloada"), "-threads", "1,2", *TINY,
                          "-p", "memory.file=%s" % fx.path("sweep.bin"), "--out", str(fx.path("sweep"))], (0,)),
    "loadsweep-failed": lambda fx: ([YCSB, "sweep", "memory", "-P", workload("workloada"), "--phase", "load",
                                     "-threads", "1,2", *TINY, "--before-step", "exit 3",
                                     "--out", str(fx.path("loadsweep-failed"))], (1,)),
}


# ---------------------------------------------------------------------------------------------------
# Helpers for the cases.

def ycsb(*args):
    return [YCSB, *args]


def client(*args):
    # The jar is looked up when the cases are built, and --list builds them on a tree not yet built.
    jars = [p for p in (ROOT / "core" / "target").glob("core-*.jar")
            if not p.name.endswith(("-tests.jar", "-sources.jar", "-javadoc.jar"))]
    core_jar = jars[0] if jars else ROOT / "core" / "target" / "core-NOT-BUILT.jar"
    cp = "%s:%s" % (core_jar, ROOT / "core" / "target" / "dependency" / "*")
    return ["java", "-cp", cp, "site.ycsb.Client", *args]


def results_dir(ctx):
    return "results.dir=%s" % (ctx.out / "results")


def file_exists(relative):
    def check(ctx, res):
        if not (ctx.out / relative).exists():
            return "%s was not written" % relative
        return None
    return check


def json_field(relative, test, what):
    def check(ctx, res):
        path = ctx.out / relative
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            return "cannot read %s: %s" % (relative, error)
        if not test(data):
            return "%s: %s" % (relative, what)
        return None
    return check


def rewrite_json(path, change):
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    change(data)
    Path(path).write_text(json.dumps(data, indent=2), encoding="utf-8")


def first_series(data):
    return next(iter(v for k, v in data["series"].items() if k != "CLEANUP"))


def neg_counts(data):
    data["operations"] = -5
    data["dbOperations"] = -5
    first_series(data)["count"] = -7


def corrupt_histogram(data):
    first_series(data)["histogram"] = "!!!not-base64!!!"


def schema_99(data):
    data["schemaVersion"] = 99


def plan_text(body_db="", extra="", phases="load", threads="[1]", props="  operationcount: 10\n"):
    return ("name: probe\nproperties:\n  recordcount: 10\n%s"
            "databases:\n  - name: mem\n    binding: memory\n%s"
            "workloads:\n  - %s\nphases: %s\nthreads: %s\n%s"
            % (props, body_db, workload("workloada"), phases, threads, extra))


def plan_case(text):
    """An argv builder writing the plan file into in/ first."""
    def argv(ctx, *rest):
        return ycsb("plan", ctx.write("plan.yaml", text), *rest)
    return argv


def random_bytes(size, seed):
    rng = random.Random(seed)
    return bytes(rng.getrandbits(8) for _ in range(size))


def no_index_html_claim_without_file(ctx, res):
    """A line pointing at an index.html must point at one that exists."""
    for match in re.finditer(r"(?<![\w./-])((?:[\w.@+-]+/)+index\.html)", res.stdout + res.stderr):
        path = Path(match.group(1))
        if not path.is_absolute():
            path = ctx.out / path
        if not path.exists():
            return "points at %s, which does not exist" % match.group(1)
    return None


def report_links_exist(ctx, res):
    for md in ctx.out.rglob("report.md"):
        for link in re.findall(r"\]\(([^)]+\.png)\)", md.read_text(encoding="utf-8", errors="replace")):
            if not (md.parent / link).is_file():
                return "%s links %s, which does not exist" % (md.relative_to(ctx.out), link)
    return None


def report_complete_or_absent(relative):
    """A report cut short by a signal is not left half written: all four files, or no folder."""
    def check(ctx, res):
        folder = ctx.out / relative
        if not folder.exists():
            return None
        missing = [n for n in ("index.html", "report.md", "results.csv", "results.json") if not (folder / n).is_file()]
        if missing:
            return "%s is half written: no %s" % (relative, ", ".join(missing))
        return None
    return check


def no_empty_png(ctx, res):
    for png in ctx.out.rglob("*.png"):
        if png.stat().st_size == 0:
            return "0-byte chart %s" % png.relative_to(ctx.out)
    return None


def rows_unique(ctx, res):
    """Exit 0: no run (run id) is a row of report/results.json twice."""
    if res.code != 0:
        return None
    path = ctx.out / "report" / "results.json"
    if not path.is_file():
        return "report/results.json was not written"
    ids = [r.get("runId") for r in json.loads(path.read_text(encoding="utf-8")).get("rows") or [] if r.get("runId")]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        return "counted twice: %s" % ", ".join(twice)
    return None


def verification_not_clean(ctx, res):
    """A run whose reads fail verification must not look clean: nonzero exit, or a warning on stderr
    naming the verification failures and listed in result.json's warnings."""
    if res.code != 0:
        return None
    warned = re.search(r"(?im)^ycsb: warning:.*(verif|UNEXPECTED_STATE)", res.stderr)
    listed = False
    path = ctx.out / "results" / "result.json"
    if path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        listed = any(re.search(r"(?i)verif|UNEXPECTED_STATE", w) for w in data.get("warnings") or [])
    if not (warned and listed):
        return "verification failures exit 0 with%s warning line and with%s result.json warning" % (
            "" if warned else "out a", "" if listed else "out a")
    return None


def merge_mixed_workloads_said(ctx, res):
    """Merging workloada with workloadb: refused, or a warning on stderr naming both files, kept in result.json."""
    if res.code != 0:
        return None
    problems = []
    if not re.search(r"(?im)^.*warning.*workloada.*workloadb|^.*warning.*workloadb.*workloada", res.stderr):
        problems.append("no warning on stderr naming workloada and workloadb")
    merged = ctx.out / "merged" / "result.json"
    if merged.is_file():
        text = merged.read_text(encoding="utf-8")
        if not re.search(r"(?i)workload", json.dumps(json.loads(text).get("warnings"))):
            problems.append("merged result.json has no warning about the workloads")
    return "; ".join(problems) or None


def refused_or_warned(name):
    """A bad input file: exit 2 naming it, or a warning line naming it."""
    def check(ctx, res):
        if res.code == 2 and name in res.stderr:
            return None
        if re.search(r"(?im)^.*warning.*%s" % re.escape(name), res.stderr + res.stdout):
            return None
        return "%s is bad, yet neither refused nor warned about" % name
    return check


def partial_input_reported(ctx, res):
    """One bad input among good ones: exit 2, or a warning naming it and no row from it."""
    if res.code == 2:
        return None
    if res.code == 0 and re.search(r"(?im)^.*warning.*bad-run", res.stderr + res.stdout):
        csv = ctx.out / "report" / "results.csv"
        if csv.is_file() and "-5" not in csv.read_text(encoding="utf-8"):
            return None
    return "the bad input was neither refused nor left out with a warning"


def load_sweep_rows_are_load(ctx, res):
    path = ctx.out / "report" / "results.json"
    if res.code != 0 or not path.is_file():
        return None
    text = path.read_text(encoding="utf-8")
    rows = json.loads(text).get("rows") or []
    wrong = [r for r in rows if str(r.get("phase", "")).lower() == "run"]
    if wrong:
        return "%d row(s) of a load sweep labelled phase 'run'" % len(wrong)
    return None


def sweep_status(expected):
    return json_field("sw/sweep.json", lambda d: d.get("status") == expected, "status is not '%s'" % expected)


# ---------------------------------------------------------------------------------------------------
# The report injection family: user text that looks like HTML, Markdown or a spreadsheet formula.

IMG = "<img src=x onerror=alert(1)>"
SCRIPT = "<script>alert(2)</script>"
JS_LINK = "[x](javascript:alert(3))"
CSV_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|[+-]?Infinity|NaN")
CHART_IMAGE = re.compile(r"^!\[(.*)\]\(charts/[A-Za-z0-9._-]+\.png\)$")


def _unescaped(text, chars):
    """Positions of the chars in text that no backslash escapes (an odd run of backslashes before)."""
    found = []
    for i, ch in enumerate(text):
        if ch in chars:
            slashes = len(text[:i]) - len(text[:i].rstrip("\\"))
            if slashes % 2 == 0:
                found.append(i)
    return found


def markdown_inert(relative, shown=()):
    """report.md outside its code fences has no unescaped <, [ or ] (raw HTML, autolinks, links, images) but
    the charts' own image links, every fence closes, and each text in shown is there."""
    def check(ctx, res):
        path = ctx.out / relative
        if not path.is_file():
            return "%s was not written" % relative
        text = path.read_text(encoding="utf-8")
        fence = None
        for number, line in enumerate(text.split("\n"), 1):
            opener = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
            if fence is None and opener:
                fence = opener.group(1)
                continue
            if fence is not None:
                if re.match(r"^ {0,3}%s%s*\s*$" % (re.escape(fence), re.escape(fence[0])), line):
                    fence = None
                continue
            image = CHART_IMAGE.match(line)
            inline = image.group(1) if image else line
            if _unescaped(inline, "<[]"):
                return "%s line %d: markup from user text: %s" % (relative, number, line[:200])
        if fence is not None:
            return "%s: a code fence never closes" % relative
        missing = [t for t in shown if t not in text]
        if missing:
            return "%s does not show %s" % (relative, ", ".join(missing))
        return None
    return check


def html_inert(relative):
    """index.html, its scripts aside, has no <img>, <svg> or <script> tag and no on* attribute from user text."""
    def check(ctx, res):
        path = ctx.out / relative
        if not path.is_file():
            return "%s was not written" % relative
        html = re.sub(r"(?s)<script\b[^>]*>.*?</script>", "", path.read_text(encoding="utf-8"))
        for tag in re.findall(r"<[a-zA-Z][^>]*>", html):
            bare = re.sub(r'"[^"]*"', '""', tag)
            if re.match(r"<(img|svg|script|iframe)\b", bare, re.I) or re.search(r"\son[a-z]+\s*=", bare, re.I):
                return "%s: a tag from user text: %s" % (relative, tag[:200])
        return None
    return check


def cells_inert(relative, delimiter=",", neutralised=()):
    """No cell of a CSV/TSV a spreadsheet would run as a formula (numbers aside); each of neutralised is there
    as a cell with a single quote before it."""
    def check(ctx, res):
        path = ctx.out / relative
        if not path.is_file():
            return "%s was not written" % relative
        with open(path, newline="", encoding="utf-8") as f:
            rows = list(csv.reader(f, delimiter=delimiter))
        cells = [cell for row in rows for cell in row]
        for cell in cells:
            if cell and cell[0] in "=+-@\t\r" and not CSV_NUMBER.fullmatch(cell):
                return "%s: a cell a spreadsheet runs as a formula: %r" % (relative, cell[:100])
        missing = [n for n in neutralised if "'" + n not in cells]
        if missing:
            return "%s: not neutralised as a cell: %s" % (relative, ", ".join(repr(n) for n in missing))
        return None
    return check


def _injection_plan(ctx):
    """A plan whose text (a line of three backticks), workload file name, property and hooks are payloads.

    The plan's name must name a folder, so the line of backticks is in the workload's file name, written over
    three lines of the plan (YAML folds them into one), the middle one a fence-like line of its own."""
    wl = ctx.write(JS_LINK + " ``` " + IMG, (WORKLOADS / "workloada").read_text(encoding="utf-8"))
    head, tail = wl.split(" ``` ", 1)
    text = ("name: injection\n"
            "properties:\n  recordcount: 10\n  operationcount: 10\n"
            "  \"%s\": \"%s <svg onload=alert(4)> | `code` *em* &lt;\"\n"
            "databases:\n  - name: mem\n    binding: memory\n    setup: \"true '%s'\"\n"
            "    before-step: \"true '%s'\"\n"
            "workloads:\n- \"%s\n  ```\n  %s\"\nphases: load\nthreads: [1]\n" % (SCRIPT, JS_LINK, IMG, SCRIPT, head,
                                                                                     tail))
    return ycsb("plan", ctx.write("plan.yaml", text), "--out", "p")


def _injection_inputs(ctx):
    """A sweep named like HTML and a run in a folder named like a formula, made by bin/ycsb itself."""
    sweep = ctx.inp / ("%s | %s" % (JS_LINK, IMG))
    run = ctx.inp / "=SUM(1+1)*cmd|' -C calc'!A0"
    for argv in (ycsb("sweep", "memory", "-P", workload("workloada"), "--phase", "load", "-threads", "1", *TINY,
                      "--name", "=1+1 %s %s" % (IMG, SCRIPT), "-l", IMG, "-p", "%s=%s" % (SCRIPT, JS_LINK),
                      "--before-step", "true '%s'" % IMG, "--out", str(sweep)),
                 ycsb("load", "memory", "-P", workload("workloada"), *TINY, "-p", "results.dir=%s" % run)):
        done = subprocess.run(argv, cwd=str(ctx.inp), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              env=dict(os.environ, YCSB_NO_BUILD="1"), timeout=120)
        if done.returncode != 0:
            raise RuntimeError("%s exit %d: %s" % (argv[1], done.returncode, done.stderr.decode()[-300:]))
    return ycsb("report", str(sweep), str(run), "-o", "report")


# ---------------------------------------------------------------------------------------------------
# The cases.

def cases():
    c = []

    def add(*args, **kwargs):
        c.append(Case(*args, **kwargs))

    wa = workload("workloada")

    # --- the launcher itself ----------------------------------------------------------------------
    add("launcher-no-args", "launcher", "options", ycsb(), 2, r"(?i)usage")
    add("launcher-unknown-command", "launcher", "options", ycsb("bogus"), 2, r"unknown command 'bogus'")
    add("launcher-load-no-binding", "launcher", "options", ycsb("load"), 2, r"(?i)binding")
    add("launcher-unknown-binding", "launcher", "options", ycsb("load", "nosuchdb"), 2, r"nosuchdb")
    add("launcher-cp-no-value", "launcher", "options", ycsb("load", "memory", "-cp"), 2, r"-cp")
    add("launcher-jvm-args-no-value", "launcher", "options", ycsb("load", "memory", "-jvm-args"), 2, r"-jvm-args")
    add("launcher-jvm-args-unbalanced-quote", "launcher", "options",
        ycsb("load", "memory", "-jvm-args", "\"-Xmx64m", *TINY), 2, r"(?i)quot|-jvm-args")
    add("launcher-jvm-args-bad-flag", "launcher", "options",
        ycsb("load", "memory", "-jvm-args", "-Xmx1z", *TINY), "nonzero", r"(?i)heap|Xmx|jvm")

    # --- options of load/run (memory, basic) -------------------------------------------------------
    add("load-P-last-no-value", "load", "options", ycsb("load", "memory", "-P"), 2, r"-P")
    add("load-P-then-option", "load", "options", ycsb("load", "memory", "-P", "-threads", "4"), 2, r"-P")
    add("load-p-no-equals", "load", "options", ycsb("load", "memory", "-p", "recordcount"), 2, r"recordcount")
    add("load-p-empty-key", "load", "options", ycsb("load", "memory", "-p", "=5"), 2, r"(?i)-p|key|property")
    add("load-threads-zero", "load", "options", ycsb("load", "memory", *TINY, "-threads", "0"), 2,
        r"-threads|threadcount")
    add("load-threads-negative", "load", "options", ycsb("load", "memory", *TINY, "-threads", "-3"), 2,
        r"-threads|threadcount")
    add("run-threads-text", "run", "options", ycsb("run", "memory", *TINY, "-threads", "abc"), 2,
        r"-threads|threadcount")
    add("run-threads-fraction", "run", "options", ycsb("run", "memory", *TINY, "-threads", "1.5"), 2,
        r"-threads|threadcount")
    add("run-target-negative", "run", "options", ycsb("run", "memory", *TINY, "-target", "-1"), 2, r"-target|target")
    add("run-target-text", "run", "options", ycsb("run", "memory", *TINY, "-target", "fast"), 2, r"-target|target")
    add("run-l-no-value", "run", "options", ycsb("run", "memory", *TINY, "-l"), 2, r"-l")
    add("run-unknown-option", "run", "options", ycsb("run", "memory", *TINY, "-bogus"), 2, r"-bogus")
    add("run-status-interval-zero", "run", "options", ycsb("run", "memory", *TINY, "-s", "-p", "status.interval=0"),
        2, r"status\.interval")
    add("run-status-interval-text", "run", "options", ycsb("run", "basic", *TINY, "-p", "status.interval=abc"),
        2, r"status\.interval")

    # --- property values ---------------------------------------------------------------------------
    def prop(name, command, binding, value, pattern=None, expect=2):
        add(name, command, "properties", ycsb(command, binding, "-P", wa, *TINY, "-p", value), expect,
            pattern or re.escape(value.split("=")[0]))

    prop("load-recordcount-negative", "load", "memory", "recordcount=-5")
    prop("load-recordcount-text", "load", "memory", "recordcount=abc")
    prop("load-recordcount-exponent", "load", "basic", "recordcount=1e3")
    prop("run-operationcount-negative", "run", "memory", "operationcount=-1")
    prop("run-operationcount-text", "run", "basic", "operationcount=ten")
    prop("load-insertcount-negative", "load", "memory", "insertcount=-1")
    prop("load-insertstart-negative", "load", "memory", "insertstart=-1")
    prop("load-fieldcount-zero", "load", "memory", "fieldcount=0")
    prop("load-fieldlength-negative", "load", "memory", "fieldlength=-1")
    prop("load-fieldlength-text", "load", "basic", "fieldlength=long")
    prop("run-requestdistribution-unknown", "run", "memory", "requestdistribution=gaussian")
    prop("load-fieldlengthdistribution-unknown", "load", "memory", "fieldlengthdistribution=bogus")
    prop("run-scanlengthdistribution-unknown", "run", "basic", "scanlengthdistribution=bogus")
    prop("load-insertorder-unknown", "load", "memory", "insertorder=random")
    prop("run-readproportion-above-one", "run", "memory", "readproportion=1.5")
    prop("run-readproportion-negative", "run", "memory", "readproportion=-0.1")
    prop("run-readproportion-text", "run", "basic", "readproportion=half")
    add("run-all-proportions-zero", "run", "properties",
        ycsb("run", "memory", "-P", wa, *TINY, "-p", "readproportion=0", "-p", "updateproportion=0"), 2,
        r"(?i)proportion")
    add("run-hotspotdatafraction-two", "run", "properties",
        ycsb("run", "memory", "-P", wa, *TINY, "-p", "requestdistribution=hotspot", "-p", "hotspotdatafraction=2"), 2,
        r"hotspotdatafraction")
    prop("run-maxexecutiontime-negative", "run", "memory", "maxexecutiontime=-1")
    prop("run-maxexecutiontime-text", "run", "basic", "maxexecutiontime=soon")
    prop("run-workload-unknown-class", "run", "memory", "workload=no.such.Workload", r"no\.such\.Workload")
    prop("run-workload-not-a-workload", "run", "memory", "workload=java.lang.String", r"java\.lang\.String")
    prop("run-measurementtype-unknown", "run", "memory", "measurementtype=bogus")
    prop("run-measurement-interval-unknown", "run", "memory", "measurement.interval=bogus")
    prop("run-threadmodel-unknown", "run", "memory", "threadmodel=green")
    prop("run-warmup-ops-negative", "run", "memory", "warmup.ops=-1")
    prop("run-warmup-time-text", "run", "basic", "warmup.time=long")
    prop("run-stop-grace-negative", "run", "memory", "stop.grace=-1")
    prop("run-start-at-garbage", "run", "memory", "start.at=tomorrow")
    prop("run-start-at-past", "run", "memory", "start.at=2000-01-01T00:00:00Z", r"start\.at")
    add("load-client-index-above-count", "load", "properties",
        ycsb("load", "memory", "-P", wa, *TINY, "-p", "client.index=5", "-p", "client.count=3"), 2, r"client\.index")
    prop("load-client-count-zero", "load", "memory", "client.count=0")
    prop("run-maxerrorrate-above-one", "run", "memory", "validity.maxerrorrate=2")
    prop("run-maxhiccupshare-negative", "run", "memory", "validity.maxhiccupshare=-1")
    prop("run-maxclientcpu-above-one", "run", "memory", "validity.maxclientcpu=1.5")
    prop("run-minseconds-text", "run", "basic", "validity.minseconds=ten")
    prop("run-maxjitshare-negative", "run", "memory", "validity.maxjitshare=-0.1")
    prop("run-maxjitshare-text", "run", "basic", "validity.maxjitshare=some")
    prop("run-maxstealshare-above-one", "run", "memory", "validity.maxstealshare=1.5")
    prop("run-maxstealshare-text", "run", "basic", "validity.maxstealshare=lots")
    prop("run-mintargetratio-above-one", "run", "memory", "validity.mintargetratio=1.5")
    prop("run-failfast-count-negative", "run", "memory", "validity.failfast.count=-1")
    prop("run-failfast-seconds-text", "run", "memory", "validity.failfast.seconds=soon")

    # --- open-loop arrivals and the queue binding -------------------------------------------------
    prop("run-arrivals-unknown", "run", "memory", "arrivals=burst")
    prop("run-arrivals-open-without-target", "run", "memory", "arrivals=open", r"arrivals.*target")
    add("run-arrivalprocess-unknown", "run", "properties",
        ycsb("run", "memory", "-P", wa, *TINY, "-target", "100", "-p", "arrivalprocess=gamma"), 2, r"arrivalprocess")
    for name, value in (("zero", "0"), ("text", "many"), ("below-threads", "4")):
        add("run-openloop-maxclients-" + name, "run", "properties",
            ycsb("run", "memory", "-P", wa, *TINY, "-target", "100", "-threads", "8", "-p", "arrivals=open",
                 "-p", "openloop.maxclients=" + value), 2, r"openloop\.maxclients")
    prop("run-queue-servers-zero", "run", "queue", "queue.servers=0")
    prop("run-queue-servicemean-negative", "run", "queue", "queue.servicemean=-5")
    prop("run-queue-seed-text", "run", "queue", "queue.seed=abc")
    prop("run-queue-spinus-negative", "run", "queue", "queue.spinus=-1")
    # Every client stuck in a service of 1 h on average (at 10 s, an op had a 1 in 3 chance to end within the 4 s
    # and the run stopped cleanly): the run still ends at maxexecutiontime + stop.grace, saying so.
    add("run-open-loop-all-clients-stuck", "run", "failing-runs",
        ycsb("run", "queue", "-P", wa, "-p", "recordcount=10", "-p", "operationcount=0", "-target", "1000",
             "-p", "arrivals=open", "-p", "openloop.maxclients=16", "-p", "queue.servicemean=3600000000",
             "-p", "maxexecutiontime=2", "-p", "stop.grace=2"), 1, r"did not stop within 2 s", limit=20)

    # More client threads than the operating system grants (here a 6 GB address space and 8 MB stacks, as a low
    # ulimit -u or kernel.threads-max would): one line saying which thread and what to change, exit 1, and the
    # threads already started released; it was a JVM OutOfMemoryError stack trace.
    add("run-more-threads-than-the-os-grants", "run", "failing-runs",
        ["bash", "-c", 'ulimit -v 6000000; exec "$0" "$@"', YCSB, "run", "basic", "-P", wa, "-p", "recordcount=10",
         "-p", "operationcount=2000", "-threads", "2000", "-jvm-args", "-Xmx128m -Xss8m"], 1,
        same_line(r"could not start client thread \d+ of 2000", r"ulimit"), limit=30)

    # The same limit met by the open loop's growing clients (or, depending on the JVM's own reservations, by one
    # of the run's own threads): a warning and the run goes on with the clients it has, or one error line.
    add("run-open-loop-more-clients-than-the-os-grants", "run", "failing-runs",
        ["bash", "-c", 'ulimit -v 12000000; exec "$0" "$@"', YCSB, "run", "queue", "-P", wa, "-p", "recordcount=10",
         "-p", "operationcount=0", "-p", "maxexecutiontime=3", "-target", "2000", "-p", "arrivals=open",
         "-p", "queue.servers=100000", "-p", "queue.servicemean=500000", "-threads", "4",
         "-p", "threadmodel=platform", "-jvm-args", "-Xmx128m -Xss512m"], (0, 1),
        r"open loop could not start client \d+ \(unable to create native thread|ycsb: error: .*native thread.*ulimit",
        limit=30)

    # A run that ends inside its warm-up measured nothing: exit 1, not a clean 0 with empty figures.
    add("run-ends-inside-warmup", "run", "failing-runs",
        ycsb("run", "basic", "-P", wa, "-p", "recordcount=10", "-p", "operationcount=0", "-p", "basicdb.verbose=false",
             "-p", "warmup.ops=1000000000000", "-p", "maxexecutiontime=1"), 1, r"nothing was measured", limit=20)
    add("run-open-loop-ends-inside-warmup", "run", "failing-runs",
        ycsb("run", "queue", "-P", wa, "-p", "recordcount=10", "-p", "operationcount=0", "-target", "200",
             "-p", "arrivals=open", "-p", "warmup.time=30", "-p", "maxexecutiontime=1"), 1, r"nothing was measured",
        limit=20)

    # --- the metrics endpoint ----------------------------------------------------------------------
    prop("run-metrics-port-out-of-range", "run", "memory", "metrics.port=99999")
    prop("run-metrics-port-text", "run", "memory", "metrics.port=http")
    add("run-metrics-port-in-use", "run", "properties",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", "metrics.port=%d" % ctx.ports["silent"]),
        2, r"metrics\.port.*(?i:in use)")
    add("run-metrics-host-unknown", "run", "properties",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", "metrics.port=%d" % ctx.ports["closed"],
                         "-p", "metrics.host=no.such.host.invalid"), 2, r"metrics\.host")
    add("run-metrics-linger-negative", "run", "properties",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", "metrics.port=%d" % ctx.ports["closed"],
                         "-p", "metrics.linger=-1"), 2, r"metrics\.linger")

    # --- the capacity search -----------------------------------------------------------------------
    for name, slo in (("strict-less", "p99<10ms"), ("no-number", "p99<=abc"), ("unknown-percentile", "p200<=10ms"),
                      ("negative", "p99<=-5ms"), ("zero", "p99<=0ms")):
        add("sweep-slo-" + name, "sweep", "options", ycsb("sweep", "memory", "-P", wa, *TINY, "--slo", slo,
                                                          "--out", "sw"), 2, r"--slo")
    add("sweep-slo-missing-value", "sweep", "options",
        ycsb("sweep", "memory", "-P", wa, *TINY, "--slo", "--out", "sw"), 2, r"--slo needs a value")
    for name, value in (("zero", "0%"), ("above-half", "150%")):
        add("sweep-slo-precision-" + name, "sweep", "options",
            ycsb("sweep", "memory", "-P", wa, *TINY, "--slo", "p99<=10ms", "--slo-precision", value, "--out", "sw"),
            2, r"--slo-precision")
    add("sweep-slo-operation-unknown", "sweep", "options",
        ycsb("sweep", "memory", "-P", wa, *TINY, "--slo", "p99<=10ms", "--slo-operation", "FOO", "--out", "sw"),
        2, r"--slo-operation")
    add("sweep-slo-with-target-list", "sweep", "options",
        ycsb("sweep", "memory", "-P", wa, *TINY, "--slo", "p99<=10ms", "-target", "100,200", "--out", "sw"),
        2, r"-target")
    # the brute-force check of a search (--slo-descend)
    for name, argv, pattern in (
            ("without-slo", ["--slo-descend", "10%"], r"--slo-descend needs --slo"),
            ("zero", ["--slo", "p99<=10ms", "--slo-descend", "0%"], r"--slo-descend"),
            ("text", ["--slo", "p99<=10ms", "--slo-descend", "lots"], r"--slo-descend.*lots"),
            ("with-precision", ["--slo", "p99<=10ms", "--slo-descend", "10%", "--slo-precision", "5%"],
             r"--slo-precision does not apply with --slo-descend"),
            ("missing-value", ["--slo", "p99<=10ms", "--slo-descend"], r"--slo-descend needs a value")):
        add("sweep-slo-descend-" + name, "sweep", "options",
            ycsb("sweep", "memory", "-P", wa, *TINY, *argv, "--out", "sw"), 2, pattern)
    add("sweep-slo-load-phase", "sweep", "options",
        ycsb("sweep", "memory", "-P", wa, *TINY, "--slo", "p99<=10ms", "--phase", "load", "--out", "sw"),
        2, r"--phase|load")
    prop("run-errorbackoff-negative", "run", "memory", "errorbackoff.ms=-5")
    prop("run-hdr-percentiles-text", "run", "memory", "hdrhistogram.percentiles=abc")
    prop("run-exporter-unknown", "run", "memory", "exporter=no.such.Exporter", r"no\.such\.Exporter|exporter")
    add("run-exportfile-unwritable", "run", "properties",
        ycsb("run", "memory", "-P", wa, *TINY, "-p", "exportfile=/proc/x/out.txt"), "nonzero",
        same_line(r"/proc/x", WHY_PROC))
    # A full disk at the end of a run: one line naming the file, exit 1, and result.json still written.
    add("run-exportfile-disk-full", "run", "out",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", "exportfile=/dev/full", "-p", results_dir(ctx)),
        1, r"cannot write the results to '/dev/full' \(exportfile\): No space left on device; the run's result\.json",
        checks=(file_exists("results/result.json"),))
    add("run-stdout-disk-full", "run", "out",
        lambda ctx: ["bash", "-c", 'exec "$0" "$@" > /dev/full', YCSB, "run", "memory", "-P", wa, *TINY, "-p",
                     results_dir(ctx)],
        1, r"cannot write the results to stdout: the stream reported a write error",
        checks=(file_exists("results/result.json"),))
    add("run-raw-output-disk-full", "run", "out",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", "measurementtype=raw", "-p",
                         "measurement.raw.output_file=/dev/full", "-p", results_dir(ctx)),
        1, r"cannot write the raw latencies of \S+ to '/dev/full' \(measurement\.raw\.output_file\): "
           r"No space left on device",
        checks=(file_exists("results/result.json"),))
    add("run-insertstart-overflows", "run", "properties",
        ycsb("run", "memory", "-P", wa, *TINY, "-p", "insertstart=9223372036854775807", "-p", "insertcount=10"), 2,
        r"recordcount \(\d+\) must be at least insertstart \+ insertcount")
    add("run-zipfian-too-many-records", "run", "properties",
        ycsb("run", "basic", "-P", wa, "-p", "recordcount=9999999999999999999", "-p", "operationcount=1"), 2,
        r"recordcount")

    # --- the memory binding's file, results.dir ----------------------------------------------------
    add("load-memory-file-proc", "load", "out", ycsb("load", "memory", *TINY, "-p", "memory.file=/proc/x/store.bin"),
        1, same_line(r"memory\.file", WHY_PROC))
    add("load-memory-file-directory", "load", "files",
        lambda ctx: ycsb("load", "memory", *TINY, "-p", "memory.file=%s" % ctx.inp), 1,
        same_line(r"memory\.file", r"(?i:director|folder)"))
    add("run-memory-file-random-bytes", "run", "files",
        lambda ctx: ycsb("run", "memory", *TINY,
                         "-p", "memory.file=%s" % ctx.write("store.bin", random_bytes(4096, 1))),
        "nonzero", r"memory\.file")
    add("run-results-dir-proc", "run", "out", ycsb("run", "memory", *TINY, "-p", "results.dir=/proc/x"), "nonzero",
        same_line(r"/proc/x", WHY_PROC))
    add("run-results-dir-existing-file", "run", "out",
        lambda ctx: ycsb("run", "memory", *TINY, "-p", "results.dir=%s" % ctx.write("afile", "x")), "nonzero",
        same_line("afile", WHY_FILE))
    add("run-results-dir-under-file", "run", "out",
        lambda ctx: ycsb("run", "memory", *TINY, "-p", "results.dir=%s/sub" % ctx.write("afile", "x")), "nonzero",
        same_line("afile", WHY_UNDER_FILE))

    # --- -P files ----------------------------------------------------------------------------------
    add("load-P-missing-file", "load", "files", ycsb("load", "memory", "-P", "/nonexistent/workloadz"), 2,
        same_line("workloadz", r"(?i:no such|not found|does not exist|cannot read|missing)"))
    add("load-P-directory", "load", "files", lambda ctx: ycsb("load", "memory", "-P", str(ctx.inp)), 2,
        same_line(r"(?i:director|folder|not a file|cannot read)"))
    add("load-P-random-bytes", "load", "files",
        lambda ctx: ycsb("load", "memory", "-P", ctx.write("random.dat", random_bytes(4096, 2)), *TINY), 2,
        same_line("random.dat", r"(?i:text|binary|UTF-8|not a prop)"), limit=20)
    add("load-P-utf8-bom", "load", "files",
        lambda ctx: ycsb("load", "memory", "-P", ctx.write("bom.properties", "\ufeffrecordcount=10\n"
                                                          "workload=site.ycsb.workloads.CoreWorkload\n")),
        0, r"(?m)^\[INSERT\], Return=OK, 10$", limit=20)
    add("load-P-empty-no-recordcount", "load", "files",
        lambda ctx: ycsb("load", "memory", "-P", ctx.write("empty.properties", ""), "-p", "maxexecutiontime=1"),
        "any", r"(?im)^ycsb: (warning|error):.*(recordcount|insertcount)", limit=20)
    add("load-P-empty-with-counts", "load", "files",
        lambda ctx: ycsb("load", "memory", "-P", ctx.write("empty.properties", ""), *TINY), 0,
        r"(?m)^\[INSERT\], Return=OK, 10$")
    add("load-P-bad-unicode-escape", "load", "files",
        lambda ctx: ycsb("load", "memory", "-P", ctx.write("escape.properties", "recordcount=10\nx=\\uZZZZ\n")), 2,
        same_line("escape.properties"))
    add("load-P-1mb-value", "load", "large-values",
        lambda ctx: ycsb("load", "memory", "-P", wa,
                         "-P", ctx.write("big.properties", "big.value=" + "a" * 1048576 + "\n"),
                         *TINY, "-p", results_dir(ctx)),
        0, None, limit=30, checks=(file_exists("results/disclosure.json"), file_exists("results/result.json")))
    add("run-p-120k-value", "run", "large-values",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", "big.value=" + "b" * 120000, "-p", results_dir(ctx)),
        0, None, limit=30, checks=(file_exists("results/disclosure.json"),))
    add("run-p-120k-url-value", "run", "large-values",
        lambda ctx: ycsb("run", "basic", "-P", wa, *TINY, "-p", "x.url=jdbc:mysql://h/db?user=u&" + "q=1&" * 24000,
                         "-p", results_dir(ctx)),
        0, None, limit=30, checks=(file_exists("results/disclosure.json"),))

    # --- secrets -----------------------------------------------------------------------------------
    jdbc = "db.url=jdbc:mysql://h:3306/db?user=u&password=%s" % SECRET
    add("load-secret-jdbc-url", "load", "secrets",
        lambda ctx: ycsb("load", "basic", "-P", wa, *TINY, "-p", "basicdb.verbose=false", "-p", jdbc,
                         "-p", results_dir(ctx)), 0)
    add("client-secret-jdbc-url", "client", "secrets",
        lambda ctx: client("-db", "site.ycsb.BasicDB", "-P", wa, *TINY, "-p", "basicdb.verbose=false", "-p", jdbc,
                           "-p", results_dir(ctx), "-load"), 0)
    add("load-secret-password-property", "load", "secrets",
        lambda ctx: ycsb("load", "memory", "-P", wa, *TINY, "-p", "db.password=%s" % SECRET, "-p", results_dir(ctx)), 0)
    add("load-secret-uri-userinfo", "load", "secrets",
        lambda ctx: ycsb("load", "memory", "-P", wa, *TINY, "-p", "mongodb.url=mongodb://u:%s@h:27017/db" % SECRET,
                         "-p", results_dir(ctx)), 0)
    add("load-secret-jdbc-semicolon", "load", "secrets",
        lambda ctx: ycsb("load", "memory", "-P", wa, "-P", ctx.write("db.properties", "db.url=jdbc:sqlserver://h;"
                                                                     "user=u;password=%s\n" % SECRET),
                         *TINY, "-p", results_dir(ctx)), 0)
    add("load-secret-token-query", "load", "secrets",
        lambda ctx: ycsb("load", "memory", "-P", wa, *TINY, "-p", "x.endpoint=https://h/api?token=%s&v=1" % SECRET,
                         "-p", results_dir(ctx)), 0)
    add("load-secret-value-repeated", "load", "secrets",
        lambda ctx: ycsb("load", "memory", "-P", wa, *TINY, "-p", "db.password=%sPW" % SECRET,
                         "-p", "app.auth=%sPW" % SECRET, "-p", results_dir(ctx)), 0)
    add("load-secret-redis-unreachable", "load", "secrets",
        lambda ctx: ycsb("load", "redis", *TINY, "-p", "redis.host=127.0.0.1",
                         "-p", "redis.port=%d" % ctx.ports["closed"],
                         "-p", "redis.password=%s" % SECRET, "-p", results_dir(ctx)), 1, r"(?i)connect")
    add("run-secret-jdbc-bad-property", "run", "secrets",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", jdbc, "-p", "recordcount=-1"), 2, r"recordcount")
    add("sweep-secret-before-step-a", "sweep", "secrets",
        lambda ctx: ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "--before-step", "redis-cli -a %sPW flushall || true" % SECRET,
                         "--out", "sw"), 0)
    add("sweep-secret-before-step-failing", "sweep", "secrets",
        lambda ctx: ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1",
                         "--before-step", "false --password %sPW" % SECRET, "--out", "sw"), 1, r"(?i)fail")
    add("sweep-secret-pgpassword", "sweep", "secrets",
        lambda ctx: ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "--phase", "load",
                         "--before-step", "PGPASSWORD=%sPW true" % SECRET, "--out", "sw"), 0)
    add("sweep-secret-jdbc-property", "sweep", "secrets",
        lambda ctx: ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "-p", jdbc, "--out", "sw"), 0)
    # a password from the environment in a hook, and one written in the plan (its copy, plan.yaml, hides it)
    hook_plan = plan_text(body_db="    before-step: true -a ${PW}\n    setup: true --password %sPW\n" % SECRET)
    add("plan-dry-run-secret-hook-env", "plan", "secrets",
        lambda ctx: plan_case(hook_plan)(ctx, "--dry-run", "--out", "p"), 0, env={"PW": PLAN_PW})
    add("plan-dry-run-secret-mysql-p", "plan", "secrets",
        lambda ctx: plan_case(plan_text(body_db="    setup: mysql -uroot -p%sPW -e 'select 1' || true\n" % SECRET))(
            ctx, "--dry-run", "--out", "p"), 0)
    add("plan-dry-run-secret-property", "plan", "secrets",
        lambda ctx: plan_case(plan_text(props="  operationcount: 10\n  db.password: %s\n" % SECRET))(
            ctx, "--dry-run", "--out", "p"), 0)
    add("plan-secret-hook-env", "plan", "secrets",
        lambda ctx: plan_case(hook_plan)(ctx, "--out", "p"), 0, env={"PW": PLAN_PW}, limit=60,
        checks=(file_exists("p/plan.yaml"), file_exists("p/report/index.html")))
    add("report-secret-in-inputs", "report", "secrets",
        lambda ctx: ycsb("report", _secret_run(ctx), "-o", "report"), 0, needs=("run-workloada",))

    # --- shell -------------------------------------------------------------------------------------
    add("shell-bad-commands", "shell", "options", ycsb("shell", "memory"), 0,
        stdin=b"read\nbogus\ninsert\nscan usertable\ntable\ndelete\nread usertable k f1 f2\nquit\n")
    add("shell-random-stdin", "shell", "files", ycsb("shell", "memory"), 0, stdin=random_bytes(2048, 3))
    add("shell-p-no-value", "shell", "options", ycsb("shell", "memory", "-p"), 2, r"-p")
    add("shell-P-missing", "shell", "files", ycsb("shell", "memory", "-P", "/nonexistent/x.properties"), 2,
        r"x\.properties")
    add("shell-unknown-binding", "shell", "options", ycsb("shell", "nosuchdb"), 2, r"nosuchdb")
    add("shell-redis-closed-port", "shell", "network",
        lambda ctx: ycsb("shell", "redis", "-p", "redis.host=127.0.0.1", "-p", "redis.port=%d" % ctx.ports["closed"]),
        "nonzero", r"(?i)connect", stdin=b"read usertable k\n")
    add("shell-sigint-waiting-for-input", "shell", "signals", ycsb("shell", "memory"), "nonzero",
        stdin="keep-open", sig=(signal.SIGINT, r"Connected", 0.5, "group"))

    # --- the Java client directly -----------------------------------------------------------------
    add("client-no-args", "client", "options", client(), "any", r"(?i)usage|-db|workload")
    add("client-db-no-value", "client", "options", client("-db"), 2, r"-db")
    add("client-db-unknown-class", "client", "options", client("-db", "no.such.DB", *TINY, "-load"), 2, r"no\.such\.DB")
    add("client-db-not-a-db", "client", "options", client("-db", "java.lang.String", *TINY, "-load"), 2,
        r"java\.lang\.String")
    add("client-P-missing", "client", "files", client("-P", "/nonexistent/workloadq", "-load"), 2, r"workloadq")
    add("client-recordcount-negative", "client", "properties",
        client("-db", "site.ycsb.BasicDB", "-P", wa, "-p", "recordcount=-1", "-load"), 2, r"recordcount")
    add("client-threads-text", "client", "options",
        client("-db", "site.ycsb.BasicDB", "-P", wa, *TINY, "-threads", "many", "-t"), 2, r"-threads|threadcount")

    # --- servers that are not there, or not what they claim ----------------------------------------
    for binding, host_props in (("redis", lambda p: ["-p", "redis.host=127.0.0.1", "-p", "redis.port=%d" % p]),
                                ("memcached", lambda p: ["-p", "memcached.hosts=127.0.0.1:%d" % p])):
        for command in ("load", "run"):
            add("%s-%s-closed-port" % (command, binding), command, "network",
                lambda ctx, b=binding, c=command, h=host_props: ycsb(c, b, "-P", wa, *TINY, *h(ctx.ports["closed"])),
                1, r"(?i)connect|refused")
        add("load-%s-http-server" % binding, "load", "network",
            lambda ctx, b=binding, h=host_props: ycsb("load", b, "-P", wa, *TINY, *h(ctx.ports["http"])),
            1, r"(?i)%s|HTTP|unknown reply|read time|answer" % binding, limit=30)
        add("run-%s-silent-listener" % binding, "run", "network",
            lambda ctx, b=binding, h=host_props: ycsb("run", b, "-P", wa, *TINY, *h(ctx.ports["silent"])),
            1, r"(?i)time|answer|connect", limit=30)
    add("load-redis-port-text", "load", "properties", ycsb("load", "redis", *TINY, "-p", "redis.port=abc"), 2,
        r"redis\.port")
    add("load-redis-port-out-of-range", "load", "properties", ycsb("load", "redis", *TINY, "-p", "redis.port=70000"),
        2, r"redis\.port")
    add("load-redis-io-unknown", "load", "properties",
        lambda ctx: ycsb("load", "redis", *TINY, "-p", "redis.port=%d" % ctx.ports["closed"], "-p", "redis.io=epoll"),
        2, r"redis\.io.*auto, blocking, reactor")
    add("load-redis-io-reactor-with-pool", "load", "properties",
        lambda ctx: ycsb("load", "redis", *TINY, "-p", "redis.port=%d" % ctx.ports["closed"], "-p", "redis.io=reactor",
                         "-p", "redis.pool.size=4"), 2, r"redis\.io=reactor needs a dedicated plain connection")
    add("load-redis-timeout-negative", "load", "properties",
        lambda ctx: ycsb("load", "redis", *TINY, "-p", "redis.port=%d" % ctx.ports["closed"], "-p", "redis.timeout=-1"),
        2, r"redis\.timeout")
    add("load-memcached-hosts-garbage", "load", "properties",
        ycsb("load", "memcached", *TINY, "-p", "memcached.hosts=host:port:extra"), 2, r"memcached\.hosts")
    add("sweep-redis-closed-port", "sweep", "network",
        lambda ctx: ycsb("sweep", "redis", "-P", wa, *TINY, "-threads", "1", "-p", "redis.host=127.0.0.1",
                         "-p", "redis.port=%d" % ctx.ports["closed"], "--out", "sw"), 1, r"(?i)fail", limit=40)

    # --- failing runs ------------------------------------------------------------------------------
    verify_run = ["-P", wa, "-p", "recordcount=10", "-p", "operationcount=10", "-p", "readproportion=1",
                  "-p", "updateproportion=0", "-p", "dataintegrity=true"]
    add("run-dataintegrity-other-fieldlength", "run", "failing-runs",
        lambda ctx: ycsb("run", "memory", *verify_run, "-p", "fieldlength=50",
                         "-p", "memory.file=%s" % ctx.copy_fixture("store-di.bin"), "-p", results_dir(ctx)),
        "any", r"(?m)^\[VERIFY\], Return=UNEXPECTED_STATE", checks=(verification_not_clean,), needs=("store-di",))
    add("run-dataintegrity-on-random-values", "run", "failing-runs",
        lambda ctx: ycsb("run", "memory", *verify_run, "-p", "memory.file=%s" % ctx.copy_fixture("store-plain.bin"),
                         "-p", results_dir(ctx)),
        "any", r"(?m)^\[VERIFY\], Return=UNEXPECTED_STATE", checks=(verification_not_clean,), needs=("store-plain",))
    add("sweep-dataintegrity-failing-steps", "sweep", "failing-runs",
        lambda ctx: ycsb("sweep", "memory", *verify_run, "-threads", "1",
                         "-p", "memory.file=%s" % ctx.copy_fixture("store-plain.bin"), "--out", "sw"),
        1, None, needs=("store-plain",))
    add("run-empty-store-reads", "run", "failing-runs",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", results_dir(ctx)), 0,
        r"(?m)^ycsb: warning: .*NOT_FOUND")
    add("load-insert-only-run-on-empty", "run", "failing-runs",
        lambda ctx: ycsb("run", "memory", "-P", wa, *TINY, "-p", "readproportion=0", "-p", "updateproportion=0",
                         "-p", "insertproportion=1", "-p", results_dir(ctx)), 0, None,
        forbid=(r"database was empty",))

    # --- signals -----------------------------------------------------------------------------------
    add("run-sigint-start-at-wait", "run", "signals",
        ycsb("run", "memory", "-P", wa, *TINY, "-p", "start.at=" + FAR_FUTURE), 130,
        sig=(signal.SIGINT, r"Waiting", 0.5, "group"))
    add("run-sigterm-start-at-wait", "run", "signals",
        ycsb("run", "memory", "-P", wa, *TINY, "-p", "start.at=" + FAR_FUTURE), 130,
        sig=(signal.SIGTERM, r"Waiting", 0.5, "main"))
    add("load-sigint-start-at-wait", "load", "signals",
        ycsb("load", "basic", "-P", wa, *TINY, "-p", "start.at=" + FAR_FUTURE), 130,
        sig=(signal.SIGINT, r"Waiting", 0.5, "group"))
    add("client-sigterm-start-at-wait", "client", "signals",
        client("-db", "site.ycsb.BasicDB", "-P", wa, *TINY, "-p", "start.at=" + FAR_FUTURE, "-t"), 130,
        sig=(signal.SIGTERM, r"Waiting", 0.5, "main"))
    long_run = ["-P", wa, "-p", "recordcount=10", "-p", "operationcount=0", "-p", "maxexecutiontime=40"]
    add("run-sigint-during-run", "run", "signals",
        lambda ctx: ycsb("run", "memory", *long_run, "-p", results_dir(ctx)), 130,
        sig=(signal.SIGINT, r"Starting test", 1.0, "group"), checks=(file_exists("results/result.json"),),
        sig_budget=RESULTS_BUDGET)
    add("run-sigterm-during-run", "run", "signals",
        lambda ctx: ycsb("run", "memory", *long_run, "-p", results_dir(ctx)), 130,
        sig=(signal.SIGTERM, r"Starting test", 1.0, "main"), checks=(file_exists("results/result.json"),),
        sig_budget=RESULTS_BUDGET)
    add("sweep-sigint-during-step", "sweep", "signals",
        ycsb("sweep", "memory", *long_run, "-threads", "1,2", "--out", "sw"), 130,
        sig=(signal.SIGINT, r"\[sweep\] step 1/", 2.0, "group"), checks=(sweep_status("incomplete"),),
        sig_budget=RESULTS_BUDGET)
    add("sweep-sigterm-during-step", "sweep", "signals",
        ycsb("sweep", "memory", *long_run, "-threads", "1,2", "--out", "sw"), 130,
        sig=(signal.SIGTERM, r"\[sweep\] step 1/", 2.0, "main"), checks=(sweep_status("incomplete"),),
        sig_budget=RESULTS_BUDGET)
    add("sweep-sigint-start-at-wait", "sweep", "signals",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "-p", "start.at=" + FAR_FUTURE, "--out", "sw"),
        130, sig=(signal.SIGINT, r"\[sweep\] step 1/", 3.0, "group"))
    slow_plan = plan_text(phases="run", threads="[1, 2]",
                          props="  maxexecutiontime: 30\n  operationcount: 0\n")
    # after a signal the plan still writes the report of what was measured: 15 s for that
    plan_signal_checks = (no_empty_png, report_links_exist, no_index_html_claim_without_file,
                          report_complete_or_absent("p/report"))
    add("plan-sigint-during-sweep", "plan", "signals", lambda ctx: plan_case(slow_plan)(ctx, "--out", "p"), 130,
        forbid=(r"Shutdown in progress",), sig=(signal.SIGINT, r"step 1/", 2.0, "group"), checks=plan_signal_checks,
        sig_budget=15)
    add("plan-sigterm-during-sweep", "plan", "signals", lambda ctx: plan_case(slow_plan)(ctx, "--out", "p"), 130,
        forbid=(r"Shutdown in progress",), sig=(signal.SIGTERM, r"step 1/", 2.0, "main"), checks=plan_signal_checks,
        sig_budget=15)
    # every wait answers a signal: a before-step hook, a binding's init, a plan's setup command
    add("sweep-sigint-during-before-step", "sweep", "signals",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "--before-step", "sleep 40", "--out", "sw"), 130,
        sig=(signal.SIGINT, r"\[sweep\] step 1/", 1.0, "group"))
    add("sweep-sigterm-during-before-step", "sweep", "signals",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "--before-step", "sleep 40", "--out", "sw"), 130,
        sig=(signal.SIGTERM, r"\[sweep\] step 1/", 1.0, "main"))
    add("run-sigint-during-init", "run", "signals",
        lambda ctx: ycsb("run", "redis", "-P", wa, *TINY, "-p", "redis.host=127.0.0.1",
                         "-p", "redis.port=%d" % ctx.ports["silent"], "-p", "redis.timeout=40000"), 130,
        sig=(signal.SIGINT, r"Starting test", 1.0, "group"))
    add("plan-sigint-during-setup", "plan", "signals",
        lambda ctx: plan_case(plan_text(body_db="    setup: sleep 40\n"))(ctx, "--out", "p"), 130,
        sig=(signal.SIGINT, r"setup", 1.0, "group"), sig_budget=15,
        checks=plan_signal_checks)
    add("sweep-step-timeout", "sweep", "signals",
        ycsb("sweep", "memory", *long_run, "-threads", "1", "--step-timeout", "2", "--out", "sw"), 1,
        r"(?i)time", limit=45)

    # --- sweep options and --out -------------------------------------------------------------------
    def sweep(name, theme, args, pattern, expect=2, **kw):
        add(name, "sweep", theme, ycsb("sweep", *args) if not callable(args) else lambda ctx: ycsb("sweep", *args(ctx)),
            expect, pattern, **kw)

    base = ["memory", "-P", wa, *TINY]
    sweep("sweep-no-args", "options", [], r"(?i)usage|binding|--out")
    sweep("sweep-no-out", "options", [*base, "-threads", "1"], r"--out")
    sweep("sweep-out-no-value", "options", [*base, "--out"], r"--out")
    sweep("sweep-threads-decreasing", "options", [*base, "-threads", "4,2", "--out", "sw"], r"-threads")
    sweep("sweep-threads-zero", "options", [*base, "-threads", "0", "--out", "sw"], r"-threads")
    sweep("sweep-threads-text", "options", [*base, "-threads", "a,b", "--out", "sw"], r"-threads")
    sweep("sweep-target-negative", "options", [*base, "-threads", "1", "-target", "-5", "--out", "sw"], r"-target")
    sweep("sweep-repeat-zero", "options", [*base, "-threads", "1", "--repeat", "0", "--out", "sw"], r"--repeat")
    sweep("sweep-repeat-text", "options", [*base, "-threads", "1", "--repeat", "x", "--out", "sw"], r"--repeat")
    sweep("sweep-warmup-negative", "options", [*base, "-threads", "1", "--warmup-time", "-1", "--out", "sw"],
          r"--warmup-time")
    sweep("sweep-max-error-rate-two", "options", [*base, "-threads", "1", "--max-error-rate", "2", "--out", "sw"],
          r"--max-error-rate")
    sweep("sweep-step-timeout-text", "options", [*base, "-threads", "1", "--step-timeout", "abc", "--out", "sw"],
          r"--step-timeout")
    sweep("sweep-knee-gain-zero", "options", [*base, "-threads", "1", "--knee-gain", "0", "--out", "sw"],
          r"--knee-gain")
    sweep("sweep-phase-unknown", "options", [*base, "-threads", "1", "--phase", "warm", "--out", "sw"], r"--phase")
    sweep("sweep-load-and-phase-load", "options", [*base, "-threads", "1", "--load", "--phase", "load", "--out", "sw"],
          r"--load")
    sweep("sweep-before-load-without-load", "options", [*base, "-threads", "1", "--before-load", "true", "--out", "sw"],
          r"--before-load")
    sweep("sweep-fresh-keys-run-phase", "options", [*base, "-threads", "1", "--fresh-keys", "--out", "sw"],
          r"--fresh-keys")
    sweep("sweep-unknown-option", "options", [*base, "-threads", "1", "--bogus", "--out", "sw"], r"--bogus")
    sweep("sweep-two-bindings", "options", ["memory", "basic", "-P", wa, "-threads", "1", "--out", "sw"], r"basic")
    sweep("sweep-unknown-binding", "options", ["nosuchdb", "-P", wa, "-threads", "1", "--out", "sw"], r"nosuchdb")
    sweep("sweep-before-step-blank", "options", [*base, "-threads", "1", "--before-step", " ", "--out", "sw"],
          r"--before-step")
    sweep("sweep-before-step-fails", "failing-runs", [*base, "-threads", "1", "--before-step", "exit 3", "--out", "sw"],
          r"(?i)exit|fail", expect=1)
    sweep("sweep-P-missing", "files", ["memory", "-P", "/nonexistent/workloadz", "-threads", "1", "--out", "sw"],
          r"workloadz")
    sweep("sweep-P-directory", "files", ["memory", "-P", str(WORKLOADS), "-threads", "1", "--out", "sw"],
          same_line(re.escape(str(WORKLOADS)), "is a directory"))
    # A workload file given as a pipe: a run reads it (0.17.0's launcher let java inherit the descriptor); a sweep,
    # whose every step would read it again, refuses it in one line before any step.
    add("run-P-pipe", "run", "files",
        ["bash", "-c", 'exec "$0" run memory -P <(cat "$1") -p recordcount=10 -p operationcount=10', YCSB, wa], 0,
        forbid=(r"does not exist",))
    add("sweep-P-pipe", "sweep", "files",
        ["bash", "-c", 'exec "$0" sweep memory -P <(cat "$1") -threads 1 --out sw', YCSB, wa], 2,
        r"-P /dev/fd/\d+ is not a regular file \(a pipe")
    sweep("sweep-P-random-bytes", "files",
          lambda ctx: ["memory", "-P", ctx.write("random.dat", random_bytes(4096, 4)), *TINY, "-threads", "1",
                       "--out", "sw"], same_line("random.dat", r"(?i:text|binary|UTF-8|not a prop)"), limit=30)
    sweep("sweep-recordcount-negative", "properties", [*base, "-threads", "1", "-p", "recordcount=-1", "--out", "sw"],
          r"recordcount", expect="nonzero")
    sweep("sweep-requestdistribution-unknown", "properties",
          [*base, "-threads", "1", "-p", "requestdistribution=gaussian", "--out", "sw"], r"requestdistribution",
          expect="nonzero")
    sweep("sweep-threadmodel-virtual-java17", "properties",
          [*base, "-threads", "1", "-p", "threadmodel=virtual", "--out", "sw"], r"threadmodel",
          expect=2 if _java_feature() < 21 else 0)
    sweep("sweep-P-1mb-value", "large-values",
          lambda ctx: [*base, "-P", ctx.write("big.properties", "big.value=" + "c" * 1048576 + "\n"), "-threads", "1",
                       "--out", "sw"], None, expect=0, limit=40,
          checks=(file_exists("sw/step-01-threads-1-rep-1/disclosure.json"),))
    sweep("sweep-out-proc", "out", [*base, "-threads", "1", "--out", "/proc/x"], same_line("/proc/x", WHY_PROC),
          expect=CANNOT_CREATE)
    sweep("sweep-out-existing-file", "out", lambda ctx: [*base, "-threads", "1", "--out", ctx.write("afile", "x")],
          same_line("afile", WHY_FILE))
    sweep("sweep-out-non-empty", "out",
          lambda ctx: [*base, "-threads", "1", "--out", str(Path(ctx.write("old/step-01-threads-1-rep-1/result.json",
                                                                           "{}")).parent.parent)],
          same_line("old", WHY_NONEMPTY))
    sweep("sweep-out-under-file", "out", lambda ctx: [*base, "-threads", "1", "--out", ctx.write("afile", "x") + "/sw"],
          same_line("afile", WHY_UNDER_FILE), expect=CANNOT_CREATE)

    # --- report ------------------------------------------------------------------------------------
    def report(name, theme, args, expect, pattern, **kw):
        add(name, "report", theme,
            (lambda ctx: ycsb("report", *args(ctx))) if callable(args) else ycsb("report", *args),
            expect, pattern, **kw)

    report("report-no-args", "options", [], 2, r"(?i)usage|-o|DIR")
    report("report-no-o", "options", lambda ctx: [str(ctx.fx.path("run-workloada"))], 2, r"-o",
           needs=("run-workloada",))
    report("report-o-no-value", "options", lambda ctx: [str(ctx.fx.path("run-workloada")), "-o"], 2, r"-o",
           needs=("run-workloada",))
    report("report-percentile-42", "options",
           lambda ctx: [str(ctx.fx.path("run-workloada")), "-o", "r", "--percentile", "42"], 2, r"--percentile|42",
           needs=("run-workloada",))
    report("report-unknown-option", "options", ["--bogus", "-o", "r"], 2, r"--bogus")
    report("report-missing-input", "files", ["/nonexistent/results", "-o", "r"], 2, r"/nonexistent/results")
    report("report-input-is-file", "files", lambda ctx: [ctx.write("afile", "x"), "-o", "r"], 2, r"afile")
    report("report-empty-folder", "files", lambda ctx: [str(ctx.inp), "-o", "r"], 2, r"(?i)no results")
    report("report-o-proc", "out", lambda ctx: [str(ctx.fx.path("run-workloada")), "-o", "/proc/x"], 2,
           same_line("/proc/x", WHY_PROC), needs=("run-workloada",))
    report("report-o-existing-file", "out",
           lambda ctx: [str(ctx.fx.path("run-workloada")), "-o", ctx.write("afile", "x")],
           2, same_line("afile", WHY_FILE), needs=("run-workloada",))
    report("report-o-under-file", "out",
           lambda ctx: [str(ctx.fx.path("run-workloada")), "-o", ctx.write("afile", "x") + "/r"], 2,
           same_line("afile", WHY_UNDER_FILE), needs=("run-workloada",))
    report("report-o-non-empty", "out",
           lambda ctx: [str(ctx.fx.path("run-workloada")), "-o", str(Path(ctx.write("old/notes.txt", "x")).parent)],
           "any", None, needs=("run-workloada",))

    def bad_run(change, name="bad-run"):
        def make(ctx):
            path = ctx.copy_fixture("run-workloada", name)
            change(Path(path) / "result.json")
            return path
        return make

    def edit(fn):
        return lambda p: rewrite_json(p, fn)

    def text(content):
        return lambda p: p.write_bytes(content) if isinstance(content, bytes) else p.write_text(content)

    inputs = {
        "negative-counts": (edit(neg_counts), r"(?i)operations|count|negative"),
        "schema-version-99": (edit(schema_99), r"schemaVersion|99"),
        "corrupt-histogram": (edit(corrupt_histogram), same_line("bad-run", r"(?i:histogram)")),
        "empty-result-json": (text(""), same_line("bad-run", "result.json")),
        "random-result-json": (text(random_bytes(2048, 5)), same_line("bad-run", "result.json")),
        "result-json-array": (text("[]"), same_line("bad-run", "result.json")),
        "result-json-object-empty": (text("{}"), same_line("bad-run", "result.json")),
        "result-json-bom": (lambda p: p.write_bytes(b"\xef\xbb\xbf" + p.read_bytes()), None),
    }
    for key, (change, pattern) in inputs.items():
        expect = 0 if key == "result-json-bom" else 2
        report("report-" + key, "report-inputs",
               lambda ctx, ch=change: [bad_run(ch)(ctx), "-o", "report"], expect, pattern, needs=("run-workloada",))
        if key in ("negative-counts", "schema-version-99", "corrupt-histogram", "random-result-json"):
            add("merge-" + key, "merge", "report-inputs",
                lambda ctx, ch=change: ycsb("report", "merge", ctx.copy_fixture("client-0"),
                                            bad_run(ch)(ctx), "-o", "merged"),
                2, pattern, needs=("client-0", "run-workloada"))
    report("report-disclosure-corrupt", "report-inputs",
           lambda ctx: [_with_file(ctx, "run-workloada", "disclosure.json", b"{not json"), "-o", "report"],
           "any", None, checks=(refused_or_warned("disclosure.json"),), needs=("run-workloada",))
    report("report-one-bad-among-good", "report-inputs",
           lambda ctx: [str(ctx.fx.path("run-workloadb")), bad_run(edit(neg_counts))(ctx), "-o", "report"],
           "any", None, checks=(partial_input_reported,), needs=("run-workloada", "run-workloadb"))
    # the report is written, each lost step a "missing" row with a warning: never a completed row of zeros
    report("report-sweep-steps-missing", "report-inputs",
           lambda ctx: [_sweep_without_steps(ctx), "-o", "report"], 0,
           r"(?i)result\.json is missing", needs=("sweep",))
    report("report-sweep-json-corrupt", "report-inputs",
           lambda ctx: [_with_file(ctx, "sweep", "sweep.json", b"{\"schema\": \"ycsb-sweep\", "), "-o", "report"],
           2, same_line("sweep.json"), needs=("sweep",))
    report("report-sweep-json-version-99", "report-inputs",
           lambda ctx: [_sweep_edit(ctx, schema_99), "-o", "report"], 2, r"schemaVersion|99", needs=("sweep",))
    report("report-sweep-plus-own-step", "report-inputs",
           lambda ctx: [str(ctx.fx.path("sweep")), str(ctx.fx.path("sweep") / "step-01-threads-1-rep-1"), "-o",
                        "report"], "any", None, checks=(rows_unique,), needs=("sweep",))
    report("report-same-input-twice", "report-inputs",
           lambda ctx: [str(ctx.fx.path("run-workloada")), str(ctx.fx.path("run-workloada")), "-o", "report"],
           "any", None, checks=(rows_unique,), needs=("run-workloada",))
    report("report-failed-load-sweep-labels", "report-inputs",
           lambda ctx: [str(ctx.fx.path("loadsweep-failed")), "-o", "report"], "any", None,
           checks=(load_sweep_rows_are_load,), needs=("loadsweep-failed",))
    report("report-sigint", "signals",
           lambda ctx: [str(ctx.fx.path("sweep")), str(ctx.fx.path("run-workloada")), "-o", "report"], "any", None,
           needs=("sweep", "run-workloada"), sig=(signal.SIGINT, r"ReportMain", 0.4, "group"), sig_optional=True,
           checks=(no_empty_png, report_links_exist, report_complete_or_absent("report")))

    # --- report merge ------------------------------------------------------------------------------
    def merge(name, theme, args, expect, pattern, **kw):
        add(name, "merge", theme, (lambda ctx: ycsb("report", "merge", *args(ctx))) if callable(args)
            else ycsb("report", "merge", *args), expect, pattern, **kw)

    clients = lambda ctx: [str(ctx.fx.path("client-0")), str(ctx.fx.path("client-1"))]  # noqa: E731
    merge("merge-no-inputs", "options", ["-o", "m"], 2, r"(?i)input|DIR|usage")
    merge("merge-no-o", "options", lambda ctx: clients(ctx), 2, r"-o", needs=("client-0", "client-1"))
    merge("merge-missing-input", "files", ["/nonexistent/client", "-o", "m"], 2, r"/nonexistent/client")
    merge("merge-o-proc", "out", lambda ctx: [*clients(ctx), "-o", "/proc/x"], 2, same_line("/proc/x", WHY_PROC),
          needs=("client-0", "client-1"))
    merge("merge-o-existing-file", "out", lambda ctx: [*clients(ctx), "-o", ctx.write("afile", "x")], 2,
          same_line("afile", WHY_FILE), needs=("client-0", "client-1"))
    merge("merge-o-under-file", "out", lambda ctx: [*clients(ctx), "-o", ctx.write("afile", "x") + "/m"], 2,
          same_line("afile", WHY_UNDER_FILE), needs=("client-0", "client-1"))
    merge("merge-workloada-with-workloadb", "report-inputs", _one_run_two_workloads, "any",
          None, checks=(merge_mixed_workloads_said,), needs=("run-workloada", "run-workloadb"))
    merge("merge-same-client-twice", "report-inputs",
          lambda ctx: [str(ctx.fx.path("client-0")), str(ctx.fx.path("client-0")), "-o", "merged"], "any",
          None, needs=("client-0",))

    # --- compare -----------------------------------------------------------------------------------
    def compare(name, args, expect, pattern, **kw):
        add(name, "compare", "options",
            (lambda ctx: ycsb("compare", *args(ctx))) if callable(args) else ycsb("compare", *args),
            expect, pattern, **kw)

    sweep_dir = lambda ctx: str(ctx.fx.path("sweep"))  # noqa: E731
    compare("compare-no-args", [], 2, r"BASE and NEW|two folders")
    compare("compare-one-folder", lambda ctx: [sweep_dir(ctx)], 2, r"two folders", needs=("sweep",))
    compare("compare-missing-folder", lambda ctx: [sweep_dir(ctx), "nosuchdir"], 2, r"nosuchdir", needs=("sweep",))
    compare("compare-threshold-no-value", lambda ctx: [sweep_dir(ctx), sweep_dir(ctx), "--threshold"], 2,
            r"--threshold", needs=("sweep",))
    compare("compare-threshold-text", lambda ctx: [sweep_dir(ctx), sweep_dir(ctx), "--threshold", "lots"], 2,
            r"--threshold.*lots", needs=("sweep",))
    compare("compare-threshold-negative", lambda ctx: [sweep_dir(ctx), sweep_dir(ctx), "--threshold", "-5%"], 2,
            r"--threshold", needs=("sweep",))
    compare("compare-format-bogus", lambda ctx: [sweep_dir(ctx), sweep_dir(ctx), "--format", "xml"], 2,
            r"--format.*xml.*md, csv or json", needs=("sweep",))
    compare("compare-unknown-option", lambda ctx: [sweep_dir(ctx), sweep_dir(ctx), "--bogus"], 2, r"--bogus",
            needs=("sweep",))
    compare("compare-empty-folder", lambda ctx: [sweep_dir(ctx), str(Path(ctx.write("empty/x.txt", "x")).parent)],
            2, r"no results found", needs=("sweep",))
    compare("compare-same-sweep", lambda ctx: [sweep_dir(ctx), sweep_dir(ctx), "--fail-on-regression"], 0, None,
            needs=("sweep",))

    # --- plan --------------------------------------------------------------------------------------
    def plan(name, theme, text_or_argv, expect, pattern, rest=("--dry-run", "--out", "p"), **kw):
        if callable(text_or_argv):
            argv = text_or_argv
        else:
            argv = lambda ctx, t=text_or_argv: plan_case(t)(ctx, *rest)  # noqa: E731
        add(name, "plan", theme, argv, expect, pattern, **kw)

    plan("plan-no-args", "options", lambda ctx: ycsb("plan"), 2, r"(?i)plan file|usage")
    plan("plan-missing-file", "files", lambda ctx: ycsb("plan", "/nonexistent/plan.yaml", "--dry-run"), 2,
         same_line("plan.yaml", r"(?i:no such|not found|does not exist|missing)"))
    plan("plan-directory", "files", lambda ctx: ycsb("plan", str(ctx.inp), "--dry-run"), 2,
         same_line(r"(?i:director|folder|not a file)"))
    plan("plan-random-bytes", "files",
         lambda ctx: ycsb("plan", ctx.write("random.yaml", random_bytes(4096, 6)), "--dry-run"), 2,
         same_line("random.yaml", r"(?i:text|binary|UTF-8|YAML)"), forbid=(r"Input length =",))
    plan("plan-empty-file", "files", "", 2, r"(?i)empty|databases")
    plan("plan-utf8-bom", "files", lambda ctx: ycsb("plan", ctx.write("plan.yaml", "\ufeff" + plan_text()), "--dry-run",
                                                      "--out", "p"), 0, r"sweep")
    plan("plan-unknown-key", "options", plan_text(extra="databses: []\n"), 2, r"databses")
    plan("plan-no-databases", "options", "name: x\nworkloads: [%s]\n" % wa, 2, r"databases")
    plan("plan-databases-not-a-list", "options", "name: x\ndatabases: memory\nworkloads: [%s]\n" % wa, 2, r"databases")
    plan("plan-unknown-binding", "options", plan_text().replace("binding: memory", "binding: nosuchdb"), 2, r"nosuchdb")
    plan("plan-phases-unknown", "options", plan_text(phases="warm"), 2, r"phases|warm")
    plan("plan-threads-zero", "options", plan_text(threads="[0]"), 2, r"threads")
    plan("plan-threads-text", "options", plan_text(threads="many"), 2, r"threads")
    plan("plan-repeat-negative", "options", plan_text(extra="repeat: -1\n"), 2, r"repeat")
    plan("plan-workload-missing", "files", plan_text().replace(wa, "/nonexistent/workloadz"), 2, r"workloadz")
    plan("plan-unterminated-var", "options", plan_text(body_db="    setup: echo ${UNTERMINATED\n"), 2,
         r"UNTERMINATED|\$\{")
    plan("plan-yaml-syntax-error", "files", plan_text() + "threads: [1, 2\n", 2, r"(?i)line|yaml|syntax")
    plan("plan-top-level-list", "files", "- a\n- b\n", 2, r"(?i)map|mapping|list|keys")
    # a value above the launcher's limit would pass the dry run and fail the run ("Argument list too long")
    plan("plan-1mb-value-dry-run", "large-values",
         plan_text(props="  operationcount: 10\n  big.value: %s\n" % ("d" * 1048576)), 2,
         same_line("properties.big.value", "at most"), limit=30)
    # the capacity search's keys: the sweep's rules, said with the plan's key names
    slo_plan = lambda extra, threads="[4]": plan_text(phases="run", threads=threads, extra=extra)  # noqa: E731
    plan("plan-slo-strict-less", "options", slo_plan("slo: p99<10ms\n"), 2, same_line("key 'slo'", "p99<10ms"))
    plan("plan-slo-descend-without-slo", "options", slo_plan("slo-descend: 10%\n"), 2,
         r"key 'slo-descend' needs key 'slo'", forbid=(r"--slo",))
    plan("plan-slo-descend-zero", "options", slo_plan("slo: p99<=10ms\nslo-descend: 0%\n"), 2,
         same_line("key 'slo-descend'", "0%"), forbid=(r"--slo",))
    plan("plan-slo-descend-with-precision", "options",
         slo_plan("slo: p99<=10ms\nslo-descend: 10%\nslo-precision: 5%\n"), 2,
         r"key 'slo-precision' does not apply with key 'slo-descend'", forbid=(r"--slo",))
    plan("plan-slo-two-thread-counts", "options", slo_plan("slo: p99<=10ms\n", threads="[1, 2]"), 2,
         r"key 'slo' runs every step with one thread count")
    plan("plan-slo-descend-dry-run", "options", slo_plan("slo: p99<=10ms\nslo-descend: 10%\n"), 0,
         r"--slo 'p99<=10ms' --slo-descend 10%")
    plan("plan-percentile-42", "options", plan_text(), 2, r"--percentile", rest=("--percentile", "42", "--dry-run"))
    plan("plan-out-no-value", "options", plan_text(), 2, r"--out", rest=("--out",))
    plan("plan-unknown-option", "options", plan_text(), 2, r"--bogus", rest=("--bogus",))
    plan("plan-two-files", "options", plan_text(), 2, r"(?i)one plan|unexpected", rest=("other.yaml", "--dry-run"))
    plan("plan-recordcount-negative", "properties", plan_text(), "nonzero", r"recordcount",
         rest=("--out", "p", "-p", "recordcount=-1"), limit=60)
    plan("plan-nothing-measured", "failing-runs", plan_text(body_db="    setup: exit 3\n"), 1, None,
         rest=("--out", "p"), checks=(no_index_html_claim_without_file,), limit=60)
    for dry in (True, False):
        tag = "dry-run-" if dry else ""
        extra = ("--dry-run",) if dry else ()
        plan("plan-%sout-proc" % tag, "out", plan_text(), CANNOT_CREATE, same_line("/proc/x", WHY_PROC),
             rest=(*extra, "--out", "/proc/x"))
        plan("plan-%sout-existing-file" % tag, "out",
             lambda ctx, e=extra: plan_case(plan_text())(ctx, *e, "--out", ctx.write("afile", "x")), 2,
             same_line("afile", WHY_FILE))
        plan("plan-%sout-non-empty" % tag, "out",
             lambda ctx, e=extra: plan_case(plan_text())(
                 ctx, *e, "--out", str(Path(ctx.write("old/x.txt", "x")).parent)),
             2, same_line("old", WHY_NONEMPTY))
        plan("plan-%sout-under-file" % tag, "out",
             lambda ctx, e=extra: plan_case(plan_text())(ctx, *e, "--out", ctx.write("afile", "x") + "/p"),
             CANNOT_CREATE,
             same_line("afile", WHY_UNDER_FILE))

    # --- compare: what it reads of each side (histograms, run times, warnings, properties) ---------
    def compare_side(change_result=None, change_disclosure=None, change_sweep=None):
        """A copy of the sweep fixture whose sweep.json or first step's result.json / disclosure.json are changed."""
        def make(ctx):
            path = Path(ctx.copy_fixture("sweep", "side"))
            if change_sweep:
                rewrite_json(path / "sweep.json", change_sweep)
            step = sorted(path.glob("step-*"))[0]
            if change_result:
                rewrite_json(step / "result.json", change_result)
            if change_disclosure:
                rewrite_json(step / "disclosure.json", change_disclosure)
            return str(path)
        return make

    def compare_against_fixture(name, make, expect, pattern, *extra, **kw):
        add(name, "compare", "compare-inputs",
            lambda ctx, mk=make: ycsb("compare", str(ctx.fx.path("sweep")), mk(ctx), *extra), expect, pattern,
            needs=("sweep",), **kw)

    def set_key(key, value):
        return lambda data: data.update({key: value})

    def set_property(key, value):
        return lambda data: data.setdefault("properties", {}).update({key: value})

    compare_against_fixture("compare-corrupt-histogram", compare_side(corrupt_histogram), 2,
                            same_line("result.json", r"(?i:histogram)"))
    compare_against_fixture("compare-end-time-not-a-time", compare_side(set_key("endTime", "yesterday")), 0, None)
    compare_against_fixture("compare-start-time-missing", compare_side(set_key("startEpochMs", 0)), 0, None)
    compare_against_fixture("compare-warnings-not-a-list", compare_side(set_key("warnings", {"a": 1})), 2,
                            same_line("result.json"))
    compare_against_fixture("compare-minseconds-not-a-number",
                            compare_side(change_disclosure=set_property("validity.minseconds", "ten")), 0, None)
    compare_against_fixture("compare-secret-property-differs",
                            compare_side(change_disclosure=set_property("redis.password", SECRET)), 0,
                            r"redis\.password")
    compare_against_fixture("compare-secret-property-differs-csv",
                            compare_side(change_disclosure=set_property("redis.password", SECRET)), 0,
                            r"ycsb: warning: property redis\.password differs", "--format", "csv")
    # one database a side, named apart: paired by the rest of the step
    compare_against_fixture("compare-other-database-name", compare_side(change_sweep=set_key("name", "other-db")), 0,
                            r'"databases" : "memory -> other-db"', "--format", "json")

    # --- report injection: user text that looks like HTML, Markdown or a formula stays text -----------
    add("report-injection-plan", "plan", "injection", _injection_plan, 0, None, limit=60,
        checks=(markdown_inert("p/report/report.md", shown=("\\<img src=x onerror=alert(1)>",)),
                html_inert("p/report/index.html"), cells_inert("p/report/results.csv"),
                cells_inert("p/order.tsv", delimiter="\t")))
    add("report-injection-names", "report", "injection", _injection_inputs, 0, None, limit=60,
        checks=(markdown_inert("report/report.md", shown=("=1+1 \\<img src=x onerror=alert(1)>",)),
                html_inert("report/index.html"),
                cells_inert("report/results.csv",
                            neutralised=("=SUM(1+1)*cmd|' -C calc'!A0", "=1+1 %s %s" % (IMG, SCRIPT)))))
    # --- plans, sweeps and output paths: checked when read, confined, secrets off command lines --------
    def no_path(*relative):
        def check(ctx, res):
            left = [r for r in relative if os.path.lexists(str(ctx.out / r))]
            return "left behind: %s" % ", ".join(left) if left else None
        return check

    def no_hidden_left(ctx, res):
        hidden = [p.name for p in ctx.out.iterdir() if p.name.startswith(".")]
        return "hidden folders left: %s" % hidden if hidden else None

    def at_most_lines(pattern, n):
        def check(ctx, res):
            found = len(re.findall(pattern, res.stdout + res.stderr, re.M))
            return "%d lines match %s (at most %d)" % (found, pattern, n) if found > n else None
        return check

    def nowhere(value):
        def check(ctx, res):
            for f in ctx.out.rglob("*"):
                if f.is_file() and value in f.read_text("utf-8", errors="replace"):
                    return "%s holds %s" % (f.relative_to(ctx.out), value)
            return None
        return check

    def secret_reached_client(relative_glob, prop):
        """The secret travelled in the environment and still reached the client (its disclosure hides it)."""
        def check(ctx, res):
            found = sorted(ctx.out.glob(relative_glob))
            if not found:
                return "no %s was written" % relative_glob
            shown = json.loads(found[0].read_text("utf-8")).get("properties", {}).get(prop)
            return None if shown == "*****" else "%s: %s is %r, not hidden" % (found[0].name, prop, shown)
        return check

    def two_workloads(first, second):
        def argv(ctx, *rest):
            a = ctx.write(first, Path(wa).read_text("utf-8"))
            b = ctx.write(second, Path(wa).read_text("utf-8"))
            text = plan_text().replace("workloads:\n  - %s\n" % wa, "workloads:\n  - %s\n  - %s\n" % (a, b))
            return ycsb("plan", ctx.write("plan.yaml", text), *rest)
        return argv

    plan("plan-same-workload-base-name", "plan-checks",
         lambda ctx: two_workloads("a/wl", "b/wl")(ctx, "--dry-run", "--out", "p"), 2,
         same_line("workloads\\[1\\]", "one folder"), checks=(no_path("p"),))
    plan("plan-same-workload-base-name-run", "plan-checks",
         lambda ctx: two_workloads("a/wl", "b/wl")(ctx, "--out", "p"), 2,
         same_line("workloads\\[1\\]", "one folder"), checks=(no_path("p"),))
    plan("plan-workload-names-differ-in-case", "plan-checks",
         lambda ctx: two_workloads("a/wl", "b/WL")(ctx, "--dry-run", "--out", "p"), 2,
         same_line("workloads\\[1\\]", "one folder"))
    plan("plan-database-names-differ-in-case", "plan-checks",
         plan_text(body_db="  - name: MEM\n    binding: memory\n"), 2, same_line("databases\\[1\\].name", "case"))
    plan("plan-database-named-report", "plan-checks", plan_text().replace("name: mem", "name: report"), 2,
         same_line("databases\\[0\\].name", "report"))
    plan("plan-property-line-break", "plan-checks", plan_text(props='  operationcount: 10\n  note: "a\\nb"\n'), 2,
         same_line("properties.note", "line break"))
    plan("plan-before-step-line-break", "plan-checks", plan_text(body_db='    before-step: "true\\ntrue"\n'), 2,
         same_line("databases\\[0\\].before-step", "line break"))
    plan("plan-property-nul", "plan-checks", plan_text(props='  operationcount: 10\n  note: "a\\0b"\n'), 2,
         same_line("properties.note", "NUL"))
    plan("plan-threads-30000", "plan-checks", plan_text(threads="[%s]" % ", ".join(str(i) for i in range(1, 30001))),
         2, same_line("threads", "30000 values", "at most 1000"))
    plan("plan-value-40k", "plan-checks", plan_text(props="  operationcount: 10\n  v: %s\n" % ("x" * 40000)), 2,
         same_line("properties.v", "at most 32768"))
    many = plan_text(threads="[%s]" % ", ".join(str(i) for i in range(1, 1001)), extra="repeat: 11\n")
    plan("plan-11000-steps-refused", "plan-checks", many, 2, same_line("11,000 steps", "--yes", "max-steps"),
         checks=(no_path("p"),))
    plan("plan-11000-steps-yes", "plan-checks", many, 0, same_line("1 sweep", "11,000 steps", "estimated"),
         rest=("--dry-run", "--yes", "--out", "p"), checks=(no_path("p"),))
    plan("plan-11000-steps-max-steps-key", "plan-checks", many + "max-steps: 11000\n", 0, r"11,000 steps")
    plan("plan-max-steps-below-size", "plan-checks", many + "max-steps: 10500\n", 2,
         same_line("11,000 steps", "max-steps"))
    plan("plan-estimate-before-first-step", "plan-checks",
         plan_text(props="  operationcount: 10\n  maxexecutiontime: 5\n"), 0,
         same_line(r"\[plan\] probe: 1 sweep", "1 step", "estimated 7 s"))
    wide = plan_text(phases="load", threads="[1]",
                     props="  maxexecutiontime: 30\n  operationcount: 0\n", extra="repeat: 40\n",
                     body_db="  - name: mem2\n    binding: memory\n")
    add("plan-sigint-one-line-summary", "plan", "plan-checks", lambda ctx: plan_case(wide)(ctx, "--out", "p"), 130,
        r"not run: \d+ commands \(interrupted\)", sig=(signal.SIGINT, r"step 1 of 80", 2.0, "group"),
        sig_budget=15, checks=(at_most_lines(r"not run", 1),))
    # names become folders: confined to their parent; output paths normalised; nothing left by a dry or failed run
    plan("plan-name-dotdot", "paths", plan_text().replace("name: probe", "name: ../../x"), 2,
         same_line("key 'name'", "folder"), rest=("--dry-run",), checks=(no_path("results", "../x"),))
    plan("plan-name-slash", "paths", plan_text().replace("name: probe", "name: a/b"), 2, same_line("key 'name'"),
         rest=("--dry-run",))
    plan("plan-dry-run-default-out", "paths", plan_text(), 0, r"sweep", rest=("--dry-run",),
         checks=(no_path("results"),))
    plan("plan-dry-run-out-dotdot", "paths", plan_text(), 0, r"--out b/mem", rest=("--dry-run", "--out", "a/../b"),
         checks=(no_path("a", "b"),))
    plan("plan-out-dotdot", "paths", plan_text(), 0, None, rest=("--out", "a/../b"), limit=60,
         checks=(no_path("a"), file_exists("b/report/index.html")))
    add("sweep-out-dotdot", "sweep", "paths",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "--out", "a/../b"), 0,
        checks=(no_path("a"), file_exists("b/sweep.json")))

    def old_report_behind_link(ctx):
        old = ctx.out / "old"
        old.mkdir()
        for name in ("index.html", "results.json"):
            (old / name).write_text("old", encoding="utf-8")
        os.symlink("old", str(ctx.out / "link"))
        return None

    add("report-out-symlink-to-old-report", "report", "paths",
        lambda ctx: (old_report_behind_link(ctx), ycsb("report", str(ctx.fx.path("sweep")), "-o", "link"))[1], 0,
        needs=("sweep",), checks=(no_hidden_left, json_field("old/results.json", lambda d: isinstance(d, dict),
                                                             "a new report behind the link")))
    add("report-out-dotdot", "report", "paths",
        lambda ctx: ycsb("report", str(ctx.fx.path("sweep")), "-o", "a/../r"), 0, needs=("sweep",),
        checks=(no_path("a"), file_exists("r/index.html")))
    # secrets: never a name; in the environment of a child, never on its command line; stored output redacted
    plan("plan-secret-in-database-name", "secrets", plan_text().replace("name: mem", "name: mem-${PW}"), 2,
         same_line("databases\\[0\\].name", "secret"), rest=("--out", "p"), env={"PW": PLAN_PW},
         checks=(no_path("p"),))
    plan("plan-secret-in-plan-name", "secrets", plan_text().replace("name: probe", "name: x-${PW}"), 2,
         same_line("key 'name'", "secret"), env={"PW": PLAN_PW})
    add("sweep-secret-in-name", "sweep", "secrets",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "-p", "db.password=%sPW" % SECRET,
             "--name", "mem-%sPW" % SECRET, "--out", "sw"), 2, same_line("--name", "secret"),
        checks=(no_path("sw"),))
    plan("plan-secret-property-reaches-client", "secrets",
         plan_text(props="  operationcount: 10\n  mem.password: ${PW}\n"), 0, None, rest=("--out", "p"),
         env={"PW": PLAN_PW}, limit=60,
         checks=(secret_reached_client("p/mem/*-load/step-*/disclosure.json", "mem.password"),))
    add("sweep-secret-jvm-option", "sweep", "secrets",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "-jvm-args",
             "-Djavax.net.ssl.keyStorePassword=%sKS" % SECRET, "--out", "sw"), 0, r"sweep completed",
        checks=(lambda ctx, res: None if "Picked up JDK_JAVA_OPTIONS: -Djavax.net.ssl.keyStorePassword=*****" in
                (ctx.out / "sw/step-01-threads-1-rep-1/stderr.txt").read_text("utf-8", errors="replace")
                else "the step did not get the option through JDK_JAVA_OPTIONS",))
    add("sweep-java-tool-options-secret", "sweep", "secrets",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "--out", "sw"), 0, r"sweep completed",
        env={"JAVA_TOOL_OPTIONS": "-Djavax.net.ssl.keyStorePassword=Jt0-KsPw-77"},
        checks=(nowhere("Jt0-KsPw-77"), file_exists("sw/step-01-threads-1-rep-1/stderr.txt")))
    # --- a workload that needs an operation the binding declares it lacks (@UnsupportedOperations) -------------
    we = workload("workloade")
    nowhere = ["-p", "memcached.hosts=127.0.0.1:1"]  # refused before any connection: no server needed
    add("unsupported-run-scan-memcached", "run", "unsupported", ycsb("run", "memcached", "-P", we, *TINY, *nowhere),
        2, r"unsupported by memcached: the workload needs SCAN \(scanproportion=0\.95\), which the "
        r"memcached binding does not implement .*; set scanproportion=0", forbid=(r"Starting test",))
    add("unsupported-run-scan-in-mix", "run", "unsupported",
        ycsb("run", "memcached", "-P", wa, *TINY, *nowhere, "-p", "scanproportion=0.2", "-p", "readproportion=0.8",
             "-p", "updateproportion=0"), 2,
        r"unsupported by memcached: the workload needs SCAN \(scanproportion=0\.2\)", forbid=(r"Starting test",))
    add("unsupported-sweep-scan-memcached", "sweep", "unsupported",
        ycsb("sweep", "memcached", "-P", we, *TINY, *nowhere, "-threads", "1,2", "--out", "sw"), 2,
        r"unsupported by memcached: the workload needs SCAN", forbid=(r"failed or was unreachable",))

    # --- hardening: runs that collide, passwords in URIs and commands, a quiet metrics endpoint, odd values ----
    def bash(script):
        return ["bash", "-c", script, "probe", YCSB, str(WORKLOADS / "workloada")]

    # A run holds its results.dir: a second run is refused at once (exit 2, one line naming the holder); a stale
    # lock file of a crashed holder blocks nothing. The holder here is a POSIX record lock, as Java's tryLock takes.
    hold = ('mkdir -p r; python3 -c "import fcntl, time; f = open(\'r/.ycsb.lock\', \'a+\'); '
            'fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB); f.write(\'pid 4242 on probe-host, started then\'); '
            'f.flush(); print(\'held\', flush=True); time.sleep(30)" > held.txt & h=$!; '
            'for i in $(seq 100); do grep -q held held.txt 2>/dev/null && break; sleep 0.05; done; ')
    for phase in ("load", "run"):
        add("collide-results-dir-held-" + phase, "run", "results-dir",
            bash(hold + '"$1" %s memory -P "$2" -p recordcount=10 -p operationcount=10 -p results.dir=r; rc=$?; '
                 'kill $h; wait $h; exit $rc' % phase), 2,
            same_line(re.escape("results.dir 'r' is in use by another run (pid 4242 on probe-host")),
            checks=(lambda ctx, res: "result.json was written" if (ctx.out / "r" / "result.json").exists() else None,))
    add("collide-results-dir-stale-lock", "run", "results-dir",
        bash('mkdir -p r && echo "pid 999999 on gone, started long ago" > r/.ycsb.lock && '
             '"$1" load memory -P "$2" -p recordcount=10 -p results.dir=r'), 0, None,
        checks=(file_exists("r/result.json"),))
    add("collide-results-dir-two-at-once", "run", "results-dir",
        bash('"$1" load memory -P "$2" -p recordcount=2000 -p results.dir=r > a.txt 2>&1 & a=$!; '
             '"$1" load memory -P "$2" -p recordcount=2000 -p results.dir=r > b.txt 2>&1; rb=$?; wait $a; ra=$?; '
             'cat a.txt b.txt; python3 -c "import json; json.load(open(\'r/result.json\'))" || exit 9; '
             'case "$ra$rb" in 00|02|20) exit 0;; *) exit 1;; esac'), 0, None,
        forbid=(r"result\.json\.tmp",))

    # A password shows nowhere, whatever it holds, in whichever tool's option it is given.
    hooks = {
        "uri-at-in-password": "echo redis-cli -u 'redis://u:Pa@S3cret@W0rd@127.0.0.1:1'",
        "mongodb-uri-at-in-password": "echo mongodb://me@corp:Pa@S3cret@127.0.0.1:1/db",
        "curl-u": "echo curl -u admin:S3cretPW http://127.0.0.1:1/",
        "curl-user": "echo curl --user admin:S3cretPW http://127.0.0.1:1/",
        "curl-u-attached": "echo curl -uadmin:S3cretPW http://127.0.0.1:1/",
        "curl-authorization-header": "echo curl -H 'Authorization: Bearer S3cretPW' http://127.0.0.1:1/",
        "mongosh-p": "echo mongosh -u admin -p S3cretPW --host 127.0.0.1",
        "mysql-p-attached": "echo mysql -uroot -pS3cretPW -e select",
        "sshpass-p": "echo sshpass -p S3cretPW ssh h",
    }
    for name, hook in hooks.items():
        add("secret-hook-" + name, "sweep", "secrets",
            ycsb("sweep", "memory", "-P", wa, *TINY, "-threads", "1", "--before-step", hook, "--out", "s"), 0, None)
    add("secret-property-uri-at-in-password", "load", "secrets",
        lambda ctx: ycsb("load", "memory", "-P", wa, *TINY, "-p", "db.url=redis://u:Pa@S3cret@127.0.0.1:1/0",
                         "-p", results_dir(ctx)), 0, None, checks=(file_exists("results/disclosure.json"),))
    add("secret-property-keystore-password", "load", "secrets",
        lambda ctx: ycsb("load", "memory", "-P", wa, *TINY, "-p", "javax.net.ssl.keyStorePassword=S3cretPW",
                         "-p", results_dir(ctx)), 0, None, checks=(file_exists("results/disclosure.json"),))

    # A scraper that goes away part way is normal: no SEVERE line, no stack trace.
    scrape = ('port=$(python3 -c "import socket; s = socket.socket(); s.bind((\'127.0.0.1\', 0)); '
              'print(s.getsockname()[1])"); '
              '"$1" run memory -P "$2" -p recordcount=10 -p operationcount=0 -p maxexecutiontime=6 '
              '-p metrics.port=$port -p metrics.linger=0 & r=$!; sleep 3; python3 -c "\n'
              'import socket, struct, sys\n'
              'for k in range(5):\n'
              '    s = socket.create_connection((\'127.0.0.1\', int(sys.argv[1])))\n'
              '    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)\n'
              '    s.sendall(b\'GET /metrics HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n\')\n'
              '    s.recv(%d)\n'
              '    %s\n'
              '    s.close()\n" $port; wait $r')
    add("metrics-scrape-reset-after-100-bytes", "run", "metrics",
        bash(scrape % (100, "s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack('ii', 1, 0))")),
        0, None, forbid=(r"SEVERE", r"caught an Exception"))
    add("metrics-scrape-closed-after-200-bytes", "run", "metrics", bash(scrape % (200, "pass")), 0, None,
        forbid=(r"SEVERE", r"caught an Exception"))

    # A property source the steps cannot read again is refused with one line naming it, never dropped.
    for name, path in (("dev-stdin", "/dev/stdin"), ("dev-fd-0", "/dev/fd/0"), ("proc-self-fd-0", "/proc/self/fd/0")):
        add("sweep-properties-from-" + name, "sweep", "files",
            bash('printf "recordcount=10\\noperationcount=10\\n" > w.properties; '
                 'exec "$1" sweep memory -P "$2" -P %s -threads 1 --out s < w.properties' % path), 2,
            same_line("-P %s names standard input" % path), forbid=(r"Results written",))
    add("load-properties-from-fifo", "load", "files",
        bash('mkfifo w.fifo; (printf "recordcount=10\\n" > w.fifo &); '
             'exec "$1" load memory -P w.fifo -p results.dir=r'), 0, None,
        checks=(json_field("r/disclosure.json", lambda d: all("not hashed" in f["sha256"] for f in d["workloadFiles"]),
                           "the FIFO's digest is not disclosed as read once"),), limit=30)
    add("sweep-properties-from-link-to-stdin", "sweep", "files",
        bash('printf "recordcount=10\\n" > w.properties; ln -s /dev/stdin link; '
             'exec "$1" sweep memory -P "$2" -P link -threads 1 --out s < w.properties'), 2,
        same_line("-P link names standard input"))

    # One name and one clock for interval logs in every measurement type.
    def logs_named_alike(ctx, res):
        hdr = ctx.out / "results" / "hdr"
        names = sorted(p.name for p in hdr.glob("*.hdr")) if hdr.is_dir() else []
        if any(n.startswith(("Hdr", "Raw", "Bucket")) for n in names) or "READ.hdr" not in names:
            return "hdr/ holds %s" % names
        data = json.loads((ctx.out / "results" / "result.json").read_text(encoding="utf-8"))
        for op in ("READ", "UPDATE"):
            if data["series"].get(op, {}).get("intervalLog") != "hdr/%s.hdr" % op:
                return "result.json: %s intervalLog is %r" % (op, data["series"].get(op, {}).get("intervalLog"))
        return None
    for mtype in ("hdrhistogram+raw", "hdrhistogram+histogram"):
        add("measurementtype-%s-log-names" % mtype.replace("+", "-"), "run", "odd-values",
            lambda ctx, t=mtype: ycsb("run", "memory", "-P", wa, *TINY, "-p", "measurementtype=" + t,
                                      "-p", "measurement.raw.output_file=raw.txt", "-p", results_dir(ctx)),
            0, None, checks=(logs_named_alike,))

    # No Java object's default text ([B@5f150435) in any message.
    odd_db = "    setup: %s\n"
    plan("plan-setup-binary", "odd-values", plan_text(body_db=odd_db % "!!binary aGVsbG8="), 2,
         same_line("setup", "binary data"), forbid=(r"\[B@", r"@[0-9a-f]{6,}"))
    plan("plan-setup-set", "odd-values", plan_text(body_db=odd_db % "!!set {a, b}"), 2, same_line("setup", "a set"),
         forbid=(r"@[0-9a-f]{6,}",))
    plan("plan-property-binary", "odd-values", plan_text(props="  label: !!binary aGVsbG8=\n"), 2,
         same_line("label", "binary data"), forbid=(r"\[B@",))
    plan("plan-property-plain-date", "odd-values", plan_text(props="  label: 2026-12-06\n"), 2,
         same_line("label", "quote it"), forbid=(r"UTC 2026",))

    # --- a capacity search's arrivals, checked before its first step ----------------------------------------------
    add("sweep-slo-arrivals-unknown", "sweep", "properties",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-p", "arrivals=sometimes", "--slo", "p99<=10ms", "--out", "sw"), 2,
        same_line("arrivals", "sometimes"))
    add("sweep-slo-arrivalprocess-unknown", "sweep", "properties",
        ycsb("sweep", "memory", "-P", wa, *TINY, "-p", "arrivalprocess=gamma", "--slo", "p99<=10ms", "--out", "sw"),
        2, same_line("arrivalprocess", "gamma"))

    # --- host lists (core's HostList, the same syntax for redis and memcached) -----------------------------
    # A bare IPv6 address is one host on the default port (redis: redis.port), never split at its last colon;
    # memcached's default port 11211 may hold a server here, so only "not refused as bad input" is certain.
    add("load-redis-hosts-bare-ipv6", "load", "hosts",
        lambda ctx: ycsb("load", "redis", "-P", wa, *TINY, "-p", "redis.host=::1", "-p",
                         "redis.port=%d" % ctx.ports["closed"]),
        1, r"redis at ::1:\d{2,}", forbid=(r"accepted: host",))
    add("load-memcached-hosts-bare-ipv6", "load", "hosts",
        ycsb("load", "memcached", "-P", wa, *TINY, "-p", "memcached.hosts=::1"), "any",
        forbid=(r"memcached\.hosts'? is", r"accepted: host"))
    for binding, prop in (("redis", "redis.host"), ("memcached", "memcached.hosts")):
        add("load-%s-hosts-bracketed-ipv6-port" % binding, "load", "hosts",
            lambda ctx, b=binding, p=prop: ycsb("load", b, "-P", wa, *TINY,
                                                "-p", "%s=[::1]:%d" % (p, ctx.ports["closed"])),
            1, r"(?i)connect|refused", forbid=(r"accepted: host",))
        for suffix, value, why in (("bad-port", "127.0.0.1:70000", r"port '70000' is not in 1\.\.65535"),
                                   ("unclosed-bracket", "[::1", r"entry '\[::1' has no closing '\]'"),
                                   ("empty-entry", "127.0.0.1,,127.0.0.1", r"an empty entry")):
            mode = ["-p", "redis.mode=cluster"] if binding == "redis" and suffix == "empty-entry" else []
            add("load-%s-hosts-%s" % (binding, suffix), "load", "hosts",
                ycsb("load", binding, "-P", wa, *TINY, *mode, "-p", "%s=%s" % (prop, value)), 2,
                same_line(re.escape("property '%s' is '%s': " % (prop, value)), why,
                          re.escape("accepted: host, host:port, [IPv6] or [IPv6]:port")))

    # --- one table of sweep and plan options: a rule's message names the option or the plan key --------------------
    sweep("sweep-name-blank", "options", [*base, "-threads", "1", "--name", " ", "--out", "sw"],
          same_line("--name", "accepted: a name"))
    sweep("sweep-warmup-above-a-day", "options", [*base, "-threads", "1", "--warmup-time", "90000", "--out", "sw"],
          same_line("--warmup-time", "seconds from 0 to 86400"))
    plan("plan-warmup-negative", "options", plan_text(extra="warmup-time: -1\n"), 2,
         same_line("key 'warmup-time'", "seconds from 0 to 86400"))
    plan("plan-threads-and-targets-lists", "options", plan_text(threads="[1, 2]", extra="targets: [10]\n"), 2,
         same_line("key 'threads'", "key 'targets'", "both lists"))

    # --- binding and workload properties: help per binding, a warning for a mistyped property -----------------------
    # The bindings of the modules this probe builds (core, redis, memcached).
    for binding in ("basic", "basicts", "memory", "queue", "redis", "memcached"):
        add("help-binding-" + binding, "launcher", "help", ycsb("help", binding), 0,
            r"(?m)^Properties of the %s binding \(" % binding)
    add("help-run-binding-option", "launcher", "help", ycsb("run", "redis", "--help"), 0,
        r"(?m)^  redis\.port +6379 +integer")
    add("help-workload", "launcher", "help", ycsb("help", "workload"), 0, r"(?m)^  readproportion +0\.95 +number")
    add("help-unknown-binding", "launcher", "help", ycsb("help", "nosuchdb"), 2,
        r"(?m)^ycsb: unknown binding 'nosuchdb'; expected one of: ")
    add("typo-workload-property", "load", "typo", ycsb("load", "memory", *TINY, "-p", "readproprtion=0.5"), 0,
        r"(?m)^ycsb: warning: readproprtion is not a CoreWorkload property; did you mean readproportion\?$")
    add("typo-far-from-everything", "load", "typo", ycsb("load", "memory", *TINY, "-p", "memory.zzzzzzzz=1"), 0,
        r"(?m)^ycsb: warning: memory\.zzzzzzzz is not a memory property; see bin/ycsb help memory$")
    for binding, typo, meant, props in (
            ("basic", "basicdb.verbos", "basicdb.verbose", lambda ctx: ["-p", "basicdb.verbose=false"]),
            ("memory", "memory.nmae", "memory.name", lambda ctx: []),
            ("queue", "queue.servrs", "queue.servers", lambda ctx: []),
            ("redis", "redis.prot", "redis.port",
             lambda ctx: ["-p", "redis.host=127.0.0.1", "-p", "redis.port=%d" % ctx.ports["closed"]]),
            ("memcached", "memcached.hots", "memcached.hosts",
             lambda ctx: ["-p", "memcached.hosts=127.0.0.1:%d" % ctx.ports["closed"]])):
        add("typo-" + binding, "load", "typo",
            lambda ctx, b=binding, t=typo, p=props: ycsb("load", b, *TINY, "-p", t + "=1", *p(ctx)),
            "any", r"(?m)^ycsb: warning: %s is not a %s property; did you mean %s\?$"
            % (re.escape(typo), re.escape(binding), re.escape(meant)))

    # --- value sizes and key lengths (fieldlengthdistribution's keyed kinds, keylengthdistribution) -------------
    def sizes(name, command, settings, pattern):
        extra = [a for kv in settings for a in ("-p", kv)]
        add("sizes-" + name, command, "properties", ycsb(command, "memory", "-P", wa, *TINY, *extra), 2, pattern)

    sizes("kind-unknown", "load", ["fieldlengthdistribution=pareto"],
          same_line("fieldlengthdistribution", "gpd", "lognormal", "buckets", "empirical", "facebook-etc",
                    "rocksdb-mixgraph"))
    sizes("gpd-missing-sigma", "load", ["fieldlengthdistribution=gpd", "fieldlength.k=0.2"],
          same_line("fieldlength\\.sigma", "above 0"))
    sizes("gpd-missing-k", "load", ["fieldlengthdistribution=gpd", "fieldlength.sigma=20"],
          same_line("fieldlength\\.k", "a number"))
    sizes("gpd-negative-sigma", "load", ["fieldlengthdistribution=gpd", "fieldlength.sigma=-2", "fieldlength.k=0.2"],
          same_line("fieldlength\\.sigma", "-2"))
    sizes("gpd-sigma-text", "run", ["fieldlengthdistribution=gpd", "fieldlength.sigma=wide", "fieldlength.k=0.2"],
          same_line("fieldlength\\.sigma", "wide"))
    sizes("lognormal-missing-mu", "load", ["fieldlengthdistribution=lognormal", "fieldlength.sigma=1"],
          same_line("fieldlength\\.mu", "a number"))
    sizes("lognormal-zero-sigma", "load", ["fieldlengthdistribution=lognormal", "fieldlength.mu=5",
                                           "fieldlength.sigma=0"], same_line("fieldlength\\.sigma"))
    sizes("buckets-missing", "load", ["fieldlengthdistribution=buckets"],
          same_line("fieldlengthbuckets", "low-high:weight"))
    sizes("buckets-bad-syntax", "load", ["fieldlengthdistribution=buckets", "fieldlengthbuckets=0-400KB:0.7,1MB"],
          same_line("fieldlengthbuckets", "low-high:weight"))
    sizes("buckets-bad-unit", "load", ["fieldlengthdistribution=buckets", "fieldlengthbuckets=0-4XB:1"],
          same_line("fieldlengthbuckets", "KB"))
    sizes("buckets-weights-not-one", "load", ["fieldlengthdistribution=buckets",
                                              "fieldlengthbuckets=0-1KB:0.5,1KB-2KB:0.2"],
          same_line("fieldlengthbuckets", "sum to 1"))
    sizes("empirical-no-file", "load", ["fieldlengthdistribution=empirical"],
          same_line("fieldlength\\.file", "size,probability"))
    sizes("empirical-missing-file", "load", ["fieldlengthdistribution=empirical",
                                             "fieldlength.file=/nonexistent/sizes.csv"],
          same_line("fieldlength\\.file", "/nonexistent/sizes\\.csv", "existing file"))
    add("sizes-empirical-falling-sizes", "load", "properties",
        lambda ctx: ycsb("load", "memory", "-P", wa, *TINY, "-p", "fieldlengthdistribution=empirical",
                         "-p", "fieldlength.file=" + ctx.write("sizes.csv", "100,0.5\n50,1\n")), 2,
        same_line("fieldlength\\.file", "sizes must rise"))
    sizes("onupdate-unknown", "run", ["fieldlengthdistribution=facebook-etc", "fieldlength.onupdate=sometimes"],
          same_line("fieldlength\\.onupdate", "keep, redraw"))
    sizes("dataintegrity-redraw", "run", ["fieldlengthdistribution=facebook-etc", "fieldlength.onupdate=redraw",
                                          "dataintegrity=true"],
          same_line("dataintegrity", "fieldlength\\.onupdate=keep"))
    sizes("keylength-kind-unknown", "load", ["keylengthdistribution=zipfian"],
          same_line("keylengthdistribution", "constant", "uniform", "gev", "facebook-etc"))
    sizes("keylength-gev-missing-sigma", "load", ["keylengthdistribution=gev", "keylength.mu=30"],
          same_line("keylength\\.sigma", "above 0"))
    sizes("keylength-max-zero", "load", ["keylengthdistribution=uniform", "keylength.max=0"],
          same_line("keylength\\.max"))
    sizes("keylength-min-above-max", "load", ["keylengthdistribution=uniform", "keylength.min=300"],
          same_line("keylength\\.min", "keylength\\.max"))

    # --- latency by value size (measurement.sizebuckets) -------------------------------------------
    sizes_accepted = r"measurement\.sizebuckets.*accepted: auto, or sizes in increasing order"
    for name, command, binding, value in (
            ("sizebuckets-decreasing", "run", "memory", "10KB,1KB"),
            ("sizebuckets-repeated", "load", "memory", "1KB,1KB"),
            ("sizebuckets-unit", "run", "memory", "1KB,2XB"),
            ("sizebuckets-zero", "load", "basic", "0,1KB"),
            ("sizebuckets-empty-item", "run", "memory", "1KB,,4KB"),
            ("sizebuckets-negative", "run", "basic", "-1KB")):
        add(name, command, "properties",
            ycsb(command, binding, "-P", wa, *TINY, "-p", "measurement.sizebuckets=" + value), 2, sizes_accepted)

    # --- record expiry: bad values of the ttl property, and a binding that cannot expire records ---------------------
    for name, value, why in (
            ("zero", "0", r"at least 1 s"),
            ("negative", "-5", r"negative"),
            ("reversed-range", "200-100", r"reversed"),
            ("weights-not-one", "12h:0.5,1d:0.4", r"sum to 1"),
            ("unknown-unit", "5w", r"unknown unit"),
            ("no-weight-in-list", "1h,1d", r"weight"),
            ("text", "soon", r"not a duration")):
        add("ttl-" + name, "load", "options", ycsb("load", "memory", *TINY, "-p", "ttl=" + value), 2,
            same_line(r"^ycsb: error: property 'ttl' is '%s'" % re.escape(value), why,
                      r"accepted: seconds \(ttl=300\), a range \(ttl=100-200\)"))
    add("ttl-run-reversed-range", "run", "options", ycsb("run", "memory", *TINY, "-p", "ttl=9-3"), 2,
        same_line(r"^ycsb: error: property 'ttl' is '9-3'", r"reversed", r"accepted: "))
    add("ttl-binding-refuses", "load", "options", ycsb("load", "basic", *TINY, "-p", "ttl=300"), 2,
        same_line(r"^ycsb: error: property 'ttl' is '300', but the basic binding refuses it: ",
                  r"unset ttl, or use a binding that does \(memory, redis, memcached"))

    # --- rate shapes of an open loop (targetshape) ---------------------------------------------------------------
    open_loop = ("-target", "100", "-p", "arrivals=open")
    sine = ("-p", "targetshape=sine", "-p", "targetshape.period=10", "-p", "targetshape.amplitude=0.5")
    for name, args, pattern in (
            ("unknown", ("-p", "targetshape=square"),
             same_line("targetshape", "square", "accepted: constant, sine, steps")),
            ("closed-loop", ("-target", "100", "-p", "targetshape=sine", "-p", "targetshape.period=10",
                             "-p", "targetshape.amplitude=0.5"),
             same_line("targetshape", "sine", "needs an open loop", "arrivals=open")),
            ("sine-no-period", open_loop + ("-p", "targetshape=sine", "-p", "targetshape.amplitude=0.5"),
             same_line("targetshape.period", "not set", "seconds above 0")),
            ("sine-no-amplitude", open_loop + ("-p", "targetshape=sine", "-p", "targetshape.period=10"),
             same_line("targetshape.amplitude", "not set", "0 to 1")),
            ("sine-period-zero", open_loop + sine + ("-p", "targetshape.period=0"),
             same_line("targetshape.period", "'0'", "accepted")),
            ("sine-period-text", open_loop + sine + ("-p", "targetshape.period=hourly"),
             same_line("targetshape.period", "hourly", "accepted")),
            ("sine-amplitude-above-one", open_loop + sine + ("-p", "targetshape.amplitude=1.5"),
             same_line("targetshape.amplitude", "1.5", "accepted")),
            ("sine-amplitude-negative", open_loop + sine + ("-p", "targetshape.amplitude=-0.2"),
             same_line("targetshape.amplitude", "-0.2", "accepted")),
            ("sine-phase-text", open_loop + sine + ("-p", "targetshape.phase=late"),
             same_line("targetshape.phase", "late", "accepted")),
            ("steps-missing", open_loop + ("-p", "targetshape=steps",),
             same_line("targetshape.steps", "not set", "rate:duration")),
            ("steps-negative-rate", open_loop + ("-p", "targetshape=steps", "-p", "targetshape.steps=100:5s,-50:5s"),
             same_line("targetshape.steps", "-50:5s", "rate:duration")),
            ("steps-no-unit", open_loop + ("-p", "targetshape=steps", "-p", "targetshape.steps=100:5"),
             same_line("targetshape.steps", "100:5", "ms, s, m or h")),
            ("steps-zero-duration", open_loop + ("-p", "targetshape=steps", "-p", "targetshape.steps=100:0s"),
             same_line("targetshape.steps", "100:0s", "above 0")),
            ("steps-last-rate-zero", open_loop + ("-p", "targetshape=steps", "-p", "targetshape.steps=100:5s,0:5s"),
             same_line("targetshape.steps", "0:5s", "the last rate above 0")),
            ("steps-empty-entry", open_loop + ("-p", "targetshape=steps", "-p", "targetshape.steps=100:5s,,50:1s"),
             same_line("targetshape.steps", "rate:duration")),
            ("steps-several-clients", open_loop + ("-p", "targetshape=steps", "-p", "targetshape.steps=100:5s",
                                                   "-p", "client.count=2", "-p", "client.index=0"),
             same_line("targetshape", "client.count", "accepted")),
            ("period-without-sine", open_loop + ("-p", "targetshape.period=10",),
             same_line("targetshape.period", "targetshape is 'constant'", "targetshape=sine")),
            ("steps-with-sine", open_loop + sine + ("-p", "targetshape.steps=100:5s"),
             same_line("targetshape.steps", "targetshape is 'sine'", "targetshape=steps"))):
        add("run-targetshape-" + name, "run", "properties", ycsb("run", "memory", "-P", wa, *TINY, *args), 2,
            pattern)

    # --- trace replay (workload=site.ycsb.workloads.TraceWorkload) --------------------------------------------------
    replay = ["-p", "workload=site.ycsb.workloads.TraceWorkload", "-p", "trace.ttl=ignore"]

    def trace_file(ctx, text, name="trace.txt"):
        path = ctx.inp / name
        path.write_text(text, encoding="utf-8")
        return "trace.file=%s" % path

    good_trace = "0,k1,2,10,1,get,0\n0,k2,2,10,1,set,60\n"
    bad_third = good_trace + "1,k3,2,ten,1,get,0\n"
    add("run-trace-file-not-set", "run", "trace", ycsb("run", "memory", *replay), 2,
        same_line(re.escape("property 'trace.file' is not set"), "accepted: the path of a readable trace file"))
    add("run-trace-file-absent", "run", "trace",
        lambda ctx: ycsb("run", "memory", *replay, "-p", "trace.file=%s" % (ctx.inp / "absent.txt")), 2,
        same_line(re.escape("property 'trace.file' is '"), "no such file", "accepted: the path"))
    add("run-trace-format-bad", "run", "trace",
        lambda ctx: ycsb("run", "memory", *replay, "-p", trace_file(ctx, good_trace), "-p", "trace.format=json"), 2,
        same_line(re.escape("property 'trace.format' is 'json'"), "accepted: twitter, csv"))
    add("run-trace-speed-negative", "run", "trace",
        lambda ctx: ycsb("run", "memory", *replay, "-p", trace_file(ctx, good_trace), "-p", "trace.speed=-1"), 2,
        same_line(re.escape("property 'trace.speed' is '-1'"), "accepted: a number"))
    add("run-trace-speed-text", "run", "trace",
        lambda ctx: ycsb("run", "memory", *replay, "-p", trace_file(ctx, good_trace), "-p", "trace.speed=fast"), 2,
        same_line(re.escape("property 'trace.speed' is 'fast'"), "accepted: a number"))
    add("run-trace-ttl-bad", "run", "trace",
        lambda ctx: ycsb("run", "memory", "-p", "workload=site.ycsb.workloads.TraceWorkload",
                         "-p", trace_file(ctx, good_trace), "-p", "trace.ttl=sometimes"), 2,
        same_line(re.escape("property 'trace.ttl' is 'sometimes'"), "accepted: apply, ignore"))
    for speed in ("0", "1"):
        add("run-trace-malformed-line-speed-" + speed, "run", "trace",
            lambda ctx, v=speed: ycsb("run", "memory", *replay, "-p", trace_file(ctx, bad_third),
                                      "-p", "trace.speed=" + v), 2,
            same_line(re.escape("property 'trace.file': line 3 of "), re.escape("the value size 'ten'"),
                      "accepted: 7 comma-separated fields"), forbid=(r"\tat ",))
    add("run-trace-csv-without-key-column", "run", "trace",
        lambda ctx: ycsb("run", "memory", *replay, "-p", "trace.format=csv",
                         "-p", trace_file(ctx, "timestamp,operation\n0,get\n", "trace.csv")), 2,
        same_line(re.escape("property 'trace.file': line 1 of "), "names no 'key' column", "accepted: a header"))
    add("run-trace-csv-paced-without-timestamps", "run", "trace",
        lambda ctx: ycsb("run", "memory", *replay, "-p", "trace.format=csv",
                         "-p", trace_file(ctx, "key,operation\nk1,get\n", "trace.csv")), 2,
        same_line(re.escape("property 'trace.speed' is '1'"), "no timestamp column", "accepted: 0"))

    # --- measurement.sizebuckets=auto: the size distribution it follows is checked before the workload loads ---------
    for name, command, settings, pattern in (
            ("sizebuckets-auto-gpd-missing-sigma", "load", ["fieldlengthdistribution=gpd", "fieldlength.k=0.2"],
             same_line("fieldlengthdistribution=gpd needs the property fieldlength\\.sigma", "above 0")),
            ("sizebuckets-auto-kind-unknown", "run", ["fieldlengthdistribution=pareto"],
             same_line(re.escape("property 'fieldlengthdistribution' is 'pareto'"), "constant", "facebook-etc")),
            ("sizebuckets-auto-empirical-missing-file", "load",
             ["fieldlengthdistribution=empirical", "fieldlength.file=/nonexistent/sizes.csv"],
             same_line("fieldlength\\.file", "an existing file"))):
        extra = [a for kv in settings + ["measurement.sizebuckets=auto"] for a in ("-p", kv)]
        add(name, command, "properties", ycsb(command, "memory", "-P", wa, *TINY, *extra), 2, pattern,
            forbid=(r"\tat ", r"ycsb: note: measurement\.sizebuckets"))

    # --- padded keys longer than a binding's key limit (refused before any connection: no server needed) ------------
    add("load-keylength-max-couchbase", "load", "properties",
        ycsb("load", "couchbase", *TINY, "-p", "couchbase.host=127.0.0.1:1", "-p", "keylengthdistribution=uniform",
             "-p", "keylength.max=251"), 2,
        same_line(re.escape("property 'keylength.max' is '251'; accepted: 1 to 250 with the couchbase binding")))
    add("load-keylength-max-mysql-memcached-container", "load", "properties",
        ycsb("load", "mysql-memcached", *TINY, "-p", "memcached.hosts=127.0.0.1:1",
             "-p", "mysql-memcached.container=longname1", "-p", "keylengthdistribution=facebook-etc"), 2,
        same_line(re.escape("property 'keylength.max' is '240'; accepted: 1 to 238 with "
                            "mysql-memcached.container=longname1")))
    add("load-keylength-max-mysql-memcached-sql", "load", "properties",
        ycsb("load", "mysql-memcached", *TINY, "-p", "mysql-memcached.access=sql",
             "-p", "mysql-memcached.url=jdbc:mysql://127.0.0.1:1/ycsb", "-p", "keylengthdistribution=uniform",
             "-p", "keylength.max=300"), 2,
        same_line(re.escape("property 'keylength.max' is '300'; accepted: 1 to 250 (the table's ycsb_key")))
    add("load-keylength-max-memcached-table", "load", "properties",
        ycsb("load", "memcached", *TINY, "-p", "memcached.hosts=127.0.0.1:1", "-p", "table=benchmarktable1",
             "-p", "keylengthdistribution=uniform"), 2,
        same_line(re.escape("property 'keylength.max' is '240'; accepted: 1 to 234 with table=benchmarktable1")))
    return c


def _secret_run(ctx):
    """A results folder whose disclosure holds secrets in clear (as an older client wrote them)."""
    path = Path(ctx.copy_fixture("run-workloada", "old-run"))

    def change(data):
        data["commandLines"] = ["bin/ycsb run memory -p db.url=jdbc:mysql://h/db?user=u&password=%s "
                                "-p redis.password=%s" % (SECRET, SECRET)]
        props = data.setdefault("properties", {})
        props["db.url"] = "jdbc:mysql://h/db?user=u&password=%s" % SECRET
        props["redis.password"] = SECRET
        props["mongodb.url"] = "mongodb://u:%s@h/db" % SECRET
    rewrite_json(path / "disclosure.json", change)
    return str(path)


def _one_run_two_workloads(ctx):
    """Runs of workloada and workloadb given one run id (as two clients of one run would have)."""
    a = Path(ctx.copy_fixture("run-workloada"))
    b = Path(ctx.copy_fixture("run-workloadb"))
    run_id = json.loads((a / "result.json").read_text(encoding="utf-8"))["runId"]
    for folder, index in ((a, 0), (b, 1)):
        def change(data, i=index):
            data["runId"] = run_id
            data["clientSlice"] = {"index": i, "count": 2}
        rewrite_json(folder / "result.json", change)
        rewrite_json(folder / "disclosure.json", lambda data: data.update(runId=run_id))
    return [str(a), str(b), "-o", "merged"]


def _with_file(ctx, fixture, name, content):
    path = Path(ctx.copy_fixture(fixture))
    (path / name).write_bytes(content)
    return str(path)


def _sweep_without_steps(ctx):
    path = Path(ctx.copy_fixture("sweep"))
    for step in path.glob("step-*"):
        shutil.rmtree(step)
    return str(path)


def _sweep_edit(ctx, change):
    path = Path(ctx.copy_fixture("sweep"))
    rewrite_json(path / "sweep.json", change)
    return str(path)


_FEATURE = []


def _java_feature():
    if not _FEATURE:
        try:
            text = subprocess.run(["java", "-XshowSettings:properties", "-version"], stderr=subprocess.PIPE,
                                  stdout=subprocess.DEVNULL, timeout=30).stderr.decode("utf-8", "replace")
            found = re.search(r"java\.specification\.version = (\d+)", text)
            _FEATURE.append(int(found.group(1)) if found else 17)
        except (OSError, subprocess.TimeoutExpired):
            _FEATURE.append(17)
    return _FEATURE[0]


# ---------------------------------------------------------------------------------------------------
# Running one case.

class Result:
    def __init__(self, case):
        self.case = case
        self.code = None
        self.stdout = ""
        self.stderr = ""
        self.seconds = 0.0
        self.problems = []

    @property
    def clean(self):
        return not self.problems

    def first_line(self):
        lines = [l for l in self.stderr.splitlines() if l.strip() and not ECHO.match(l)]
        for line in lines:
            if re.search(r"(?i)error|exception|cannot|refus", line):
                return line
        if lines:
            return lines[0]
        out = [l for l in self.stdout.splitlines() if l.strip()]
        return out[-1] if out else ""


def run_case(case, work, fixtures, ports):
    res = Result(case)
    case_dir = work / case.name
    if case_dir.exists():
        shutil.rmtree(case_dir)
    ctx = Ctx(case_dir, fixtures, ports)
    ctx.inp.mkdir(parents=True)
    ctx.out.mkdir(parents=True)
    try:
        argv = case.argv(ctx) if callable(case.argv) else list(case.argv)
    except Exception as error:  # noqa: BLE001 - a broken setup is the probe's bug, said as such
        res.problems.append("probe setup failed: %s: %s" % (type(error).__name__, error))
        return res
    (case_dir / "argv.txt").write_text("\n".join(a if len(a) < 400 else a[:400] + "...(%d chars)" % len(a)
                                                 for a in argv) + "\n", encoding="utf-8")
    env = dict(os.environ)
    env.update(case.env)
    env.setdefault("YCSB_NO_BUILD", "1")
    env.pop("YCSB_DEBUG", None)
    out_path, err_path = case_dir / "stdout.txt", case_dir / "stderr.txt"
    start = time.monotonic()
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        keep_open = case.stdin == "keep-open"
        proc = subprocess.Popen(argv, cwd=str(ctx.out), stdout=out, stderr=err, env=env,
                                stdin=subprocess.PIPE if case.stdin is not None else subprocess.DEVNULL,
                                start_new_session=True)
        if case.stdin is not None and not keep_open:
            try:
                proc.stdin.write(case.stdin)
                proc.stdin.close()
            except OSError:
                pass
        signalled_at = None
        deadline = start + min(case.limit, DEFAULT_LIMIT)
        trigger_seen_at = None
        while proc.poll() is None:
            now = time.monotonic()
            if now > deadline:
                break
            if case.sig and signalled_at is None:
                sig, trigger, delay, target = case.sig
                if trigger_seen_at is None:
                    if trigger is None:
                        trigger_seen_at = start
                    else:
                        seen = _read(out_path) + _read(err_path)
                        if re.search(trigger, seen):
                            trigger_seen_at = now
                if trigger_seen_at is not None and now >= trigger_seen_at + delay:
                    try:
                        if target == "group":
                            os.killpg(proc.pid, sig)
                        else:
                            os.kill(proc.pid, sig)
                    except ProcessLookupError:
                        pass
                    signalled_at = now
            time.sleep(0.05)
        hung = proc.poll() is None
        if hung:
            _kill_group(proc)
        else:
            left_behind = _group_members(proc.pid, wait=2.0)
            if left_behind:
                res.problems.append("left %d process(es) of its own running after it exited: %s"
                                    % (len(left_behind), "; ".join(left_behind)[:300]))
                _kill_group(proc)
        if keep_open:
            try:
                proc.stdin.close()
            except OSError:
                pass
        end = time.monotonic()
    res.seconds = end - start
    res.code = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
    res.stdout = _read(out_path)
    res.stderr = _read(err_path)
    _judge(case, ctx, res, hung, signalled_at, end)
    return res


def _group_members(pgid, wait):
    """The command lines of processes still in process group pgid, after up to wait seconds."""
    deadline = time.monotonic() + wait
    while True:
        members = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
                fields = stat[stat.rindex(")") + 2:].split()
                if int(fields[2]) == pgid and fields[0] != "Z":
                    cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace").strip()
                    members.append(cmd[:120])
            except (OSError, ValueError, IndexError):
                continue
        if not members or time.monotonic() >= deadline:
            return members
        time.sleep(0.1)


def _kill_group(proc):
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=3)
            return
        except subprocess.TimeoutExpired:
            continue
    proc.wait()


def _read(path):
    try:
        return Path(path).read_bytes().decode("utf-8", "replace")
    except OSError:
        return ""


def _judge(case, ctx, res, hung, signalled_at, end):
    p = res.problems
    if case.sig and signalled_at is None and not hung and not case.sig_optional:
        p.append("exited (code %s) before the signal could be sent" % res.code)
    if hung:
        if signalled_at is not None:
            p.append("hang: still running %.0f s after %s" % (end - signalled_at, case.sig[0].name))
        else:
            p.append("hang: no exit within %.0f s" % min(case.limit, DEFAULT_LIMIT))
    elif signalled_at is not None and end - signalled_at > case.sig_budget:
        p.append("slow to stop: exited %.1f s after %s (budget %.0f s)" % (end - signalled_at, case.sig[0].name,
                                                                          case.sig_budget))
    both = res.stdout + "\n" + res.stderr
    if STACK_TRACE.search(both):
        p.append("stack trace in the output")
    for trace_file in list(ctx.out.rglob("stdout.txt")) + list(ctx.out.rglob("stderr.txt")):
        if STACK_TRACE.search(_read(trace_file)):
            p.append("stack trace in %s" % trace_file.relative_to(ctx.out))
            break
    if not hung:
        expect = case.expect
        if expect == "nonzero":
            if res.code == 0:
                p.append("exit 0 where an error is expected")
        elif expect != "any":
            allowed = expect if isinstance(expect, tuple) else (expect,)
            if res.code not in allowed:
                if res.code == 0:
                    p.append("exit 0 where exit %s is expected" % "/".join(map(str, allowed)))
                else:
                    p.append("exit %d where exit %s is expected" % (res.code, "/".join(map(str, allowed))))
    messages = "\n".join(l for l in both.splitlines() if not ECHO.match(l))
    if case.pattern and not hung and not re.search(case.pattern, messages):
        p.append("no line matching /%s/" % case.pattern)
    for bad in case.forbid:
        if re.search(bad, both):
            p.append("output matches forbidden /%s/" % bad)
    for secret in SECRETS:
        where = []
        if secret in res.stdout:
            where.append("stdout")
        if secret in res.stderr:
            where.append("stderr")
        for path in sorted(ctx.out.rglob("*")):
            try:
                if path.is_file() and secret.encode() in path.read_bytes():
                    where.append(str(path.relative_to(ctx.out)))
            except OSError:
                pass
        if where:
            p.append("secret '%s' in %s" % (secret, ", ".join(where[:6]) + (" (+%d)" % (len(where) - 6)
                                                                               if len(where) > 6 else "")))
    for check in case.checks:
        try:
            problem = check(ctx, res)
        except Exception as error:  # noqa: BLE001 - a check that cannot read a file is a finding
            problem = "check %s failed: %s: %s" % (getattr(check, "__name__", "?"), type(error).__name__, error)
        if problem:
            p.append(problem)
    if not hung:
        # for every case: a line pointing at an index.html points at one that exists
        problem = no_index_html_claim_without_file(ctx, res)
        if problem and problem not in p:
            p.append(problem)


# ---------------------------------------------------------------------------------------------------
# Ports and servers of the probe's own.

class Servers:
    """A closed port, an HTTP server (python3 -m http.server) and a listener that never answers."""

    def __init__(self, port_range, work):
        self.port_range = port_range
        self.work = work
        self.procs = []
        self.sockets = []
        self.ports = {}

    def _free_port(self, exclude):
        candidates = range(self.port_range[0], self.port_range[1] + 1) if self.port_range else [0] * 50
        for port in candidates:
            if port and port in exclude:
                continue
            s = socket.socket()
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                s.close()
                continue
            found = s.getsockname()[1]
            s.close()
            if found not in exclude:
                return found
        raise SystemExit("probe: no free port in %s" % (self.port_range,))

    def start(self):
        used = set()
        self.ports["closed"] = self._free_port(used)
        used.add(self.ports["closed"])
        self.ports["http"] = self._free_port(used)
        used.add(self.ports["http"])
        served = self.work / "http-root"
        served.mkdir(exist_ok=True)
        self.procs.append(subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1",
                                            "--directory", str(served), str(self.ports["http"])],
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        port = self._free_port(used)
        silent = socket.socket()
        silent.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        silent.bind(("127.0.0.1", port))
        silent.listen(128)          # never accepted: connections complete in the backlog, nothing answers
        self.sockets.append(silent)
        self.ports["silent"] = port
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.ports["http"]), timeout=1).close()
                return
            except OSError:
                time.sleep(0.1)
        raise SystemExit("probe: the HTTP server did not start on port %d" % self.ports["http"])

    def stop(self):
        for proc in self.procs:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
        for s in self.sockets:
            s.close()


# ---------------------------------------------------------------------------------------------------
# The table and the command line.

def table(results):
    commands = ["launcher", "load", "run", "shell", "client", "sweep", "report", "merge", "plan"]
    themes = sorted({r.case.theme for r in results})
    lines = []
    cell = {}
    for r in results:
        key = (r.case.command, r.case.theme)
        clean, total = cell.get(key, (0, 0))
        cell[key] = (clean + (1 if r.clean else 0), total + 1)
    head = "%-10s" % "command" + "".join("%*s" % (max(len(t), 7) + 2, t) for t in themes) + "   clean    bad  total"
    lines.append("clean/total by command and theme")
    lines.append(head)
    for command in commands + sorted({r.case.command for r in results} - set(commands)):
        rows = [r for r in results if r.case.command == command]
        if not rows:
            continue
        row = "%-10s" % command
        for t in themes:
            clean, total = cell.get((command, t), (0, 0))
            row += "%*s" % (max(len(t), 7) + 2, "%d/%d" % (clean, total) if total else "-")
        clean = sum(1 for r in rows if r.clean)
        row += "  %6d %6d %6d" % (clean, len(rows) - clean, len(rows))
        lines.append(row)
    row = "%-10s" % "all"
    for t in themes:
        rows = [r for r in results if r.case.theme == t]
        row += "%*s" % (max(len(t), 7) + 2, "%d/%d" % (sum(1 for r in rows if r.clean), len(rows)))
    clean = sum(1 for r in results if r.clean)
    row += "  %6d %6d %6d" % (clean, len(results) - clean, len(results))
    lines.append(row)
    return "\n".join(lines)


def main(argv):
    parser = argparse.ArgumentParser(prog="scripts/probe-bad-inputs.sh",
                                     description="Runs bad and odd invocations of every bin/ycsb command and fails "
                                                 "on stack traces, wrong exit codes, hangs and leaked secrets.")
    parser.add_argument("names", nargs="*", help="cases to run (names or shell patterns; default: all)")
    parser.add_argument("--list", action="store_true", help="list the cases and exit")
    parser.add_argument("--report-only", action="store_true", help="print the table and exit 0 even with bad cases")
    parser.add_argument("--jobs", type=int, default=2, help="cases run at once (default 2)")
    parser.add_argument("--work", help="folder for the cases' files (default: a temporary folder, "
                                       "removed when every case is clean)")
    parser.add_argument("--ports", help="loopback port range LOW-HIGH for the probe's servers (default: any free port)")
    parser.add_argument("--json", help="write every case's result to this JSON file")
    args = parser.parse_args(argv)

    all_cases = cases()
    names = [c.name for c in all_cases]
    assert len(names) == len(set(names)), "duplicate case names"
    if args.list:
        for c in all_cases:
            print("%-45s %-9s %-14s expect %s" % (c.name, c.command, c.theme, c.expect))
        print("%d cases" % len(all_cases))
        return 0
    selected = [c for c in all_cases if not args.names or any(fnmatch.fnmatchcase(c.name, n) for n in args.names)]
    if not selected:
        print("probe: no case matches %s (see --list)" % " ".join(args.names), file=sys.stderr)
        return 2
    work = Path(args.work).resolve() if args.work else Path(tempfile.mkdtemp(prefix="ycsb-probe."))
    work.mkdir(parents=True, exist_ok=True)
    port_range = tuple(int(p) for p in args.ports.split("-")) if args.ports else None
    servers = Servers(port_range, work)
    servers.start()
    results = []
    started = time.monotonic()
    try:
        fixtures = Fixtures(work / "fixtures")
        fixtures.root.mkdir(exist_ok=True)
        needed = {n for c in selected for n in c.needs}
        needed |= {"store-plain"} if needed & {"run-workloada", "run-workloadb"} else set()
        if needed:
            print("probe: building fixtures %s" % ", ".join(sorted(needed)), flush=True)
            fixtures.build(needed, args.jobs)
        print("probe: %d case(s), %d at once, in %s (ports: closed %d, http %d, silent %d)"
              % (len(selected), args.jobs, work, servers.ports["closed"], servers.ports["http"],
                 servers.ports["silent"]),
              flush=True)
        # the slow ones first, so that the pool ends together
        order = sorted(selected, key=lambda c: 0 if (c.sig or c.command in ("plan", "sweep")) else 1)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(run_case, c, work / "cases", fixtures, servers.ports): c for c in order}
            for future in concurrent.futures.as_completed(futures):
                res = future.result()
                results.append(res)
                mark = "clean" if res.clean else "BAD  "
                print("%s %-45s exit %-4s %5.1f s%s" % (mark, res.case.name, res.code, res.seconds,
                                                       "" if res.clean else "  " + "; ".join(res.problems)),
                      flush=True)
    finally:
        servers.stop()
    results.sort(key=lambda r: names.index(r.case.name))
    bad = [r for r in results if not r.clean]
    print()
    print(table(results))
    if bad:
        print()
        print("bad cases (exit code; first message line):")
        for r in bad:
            print("  %s [%s/%s]: exit %s; %s" % (r.case.name, r.case.command, r.case.theme, r.code,
                                                r.first_line()[:300]))
            for problem in r.problems:
                print("      - %s" % problem)
    if args.json:
        Path(args.json).write_text(json.dumps([{
            "name": r.case.name, "command": r.case.command, "theme": r.case.theme, "expect": str(r.case.expect),
            "clean": r.clean, "code": r.code, "seconds": round(r.seconds, 1), "problems": r.problems,
            "first_line": r.first_line()[:500]} for r in results], indent=1), encoding="utf-8")
    print()
    remove = not bad and not args.work
    print("%d cases, %d clean, %d bad, %.0f s; files in %s%s" % (len(results), len(results) - len(bad), len(bad),
                                                                 time.monotonic() - started, work,
                                                                 " (removed)" if remove else ""))
    if remove:
        shutil.rmtree(work, ignore_errors=True)
    if bad and not args.report_only:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
