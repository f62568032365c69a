#!/usr/bin/env python3
"""Fails when a tracked file names a period of our own work instead of saying what it means.

The project's files speak of the project. A comment, a doc or a test that says "(issue 33)" or "as in
session 18" points at a work log a reader does not have; it should say the reason instead, and a
measurement should carry its date and commit. This scans every text file git tracks or would track (`git
ls-files --cached --others --exclude-standard`, so a new file is checked before it is committed; this script
and its test are skipped, since they have to spell the labels out) and prints each hit as
PATH:LINE: LABEL: TEXT. Exit 0 when there is none, 1 otherwise, 2 when git cannot list the files.

The rule, label by label (case-insensitive; scripts/launcher-tests/test_worklog_labels.py holds examples of
each, flagged and let through):

- "session N", "sessions N-M", "session-N", "session iNN-...": a numbered period of work; so are "this
  session", "last session", "the fifth session" (an ordinal from third on). "a second session of", "the shell
  session", "other sessions on the machine" are ordinary English. A number with a decimal point after
  "session" ("session 0.67") is a figure, not a period.
- "issue N", "issues N and M", "issue #N": one of our own issues. Allowed when it is upstream's: the
  20 characters before it name YCSB (in capitals: "bin/ycsb" is our command) or upstream ("YCSB issue
  #1511", "upstream issue 1511"). "brianfrankcooper/YCSB#1511" and "upstream YCSB #1511" have no "issue"
  word and pass; a bare "#N" (PKCS#12, &#39;) is not a label.
- "(iNN)", "iNN's", "pre-iNN", "iNN;" and the like: our issue in short. A name such as i10 followed
  by ".", "=", "(" or "[" is code (a variable), not a label.
- branch names: "wt-..." (a worktree's branch) and "iNN-word" (an issue's branch, "i31-jdk17").
- "round": a benchmark's rounds ("round 1 runs ours first", "4 alternating rounds") are a measurement
  term and stay. Flagged only where a round names work: "review round", "round of review/fixes/work",
  "work round N", "fix round N".
- "stop N": flagged only as a point in the work's history ("at stop 3", "since stop 2"); "stop 130"
  in a shell trap is a function call.
"""
import os
import re
import subprocess
import sys

# The rule's own files, which have to spell the labels out.
SKIP = {"scripts/check_worklog_labels.py", "scripts/launcher-tests/test_worklog_labels.py"}

NUMBER = r"#?\d+"
UPSTREAM_NEAR = re.compile(r"\bYCSB\b|\b[Uu]pstream\b")  # YCSB in capitals: "bin/ycsb" is ours

LABELS = [
    ("session number", re.compile(r"\bsessions?[\s-]+(?:\d+(?!\.\d)|i\d+)", re.IGNORECASE)),
    ("session by name", re.compile(
        r"\b(?:this|last|previous|next|(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth))\s+session\b", re.IGNORECASE)),
    ("issue number", re.compile(r"\bissues?\s+" + NUMBER + r"\b", re.IGNORECASE)),
    ("issue in short", re.compile(
        r"(?<![\w.$-])(?:pre-)?i\d{2,3}(?![\w.=(\[]|\s*=)(?!-[a-z])", re.IGNORECASE)),
    ("branch name", re.compile(r"(?<![\w.-])(?:w" r"t-[a-z0-9][\w-]*|i\d{2,3}-[a-z][\w-]*)", re.IGNORECASE)),
    ("work round", re.compile(
        r"\b(?:review|work|fix|feedback)\s+rounds?\b|\brounds?\s+of\s+(?:review|fixes|work)\b", re.IGNORECASE)),
    ("work stop", re.compile(r"\b(?:at|in|since|before|after|until|by|of)\s+stops?\s+\d+", re.IGNORECASE)),
]


def is_upstream(line, start):
    """An issue reference is upstream's when YCSB or upstream is named just before it."""
    return bool(UPSTREAM_NEAR.search(line[max(0, start - 20):start]))


def labels_in(line):
    for name, pattern in LABELS:
        for m in pattern.finditer(line):
            if name == "issue number" and is_upstream(line, m.start()):
                continue
            yield name, m.group(0)


def tracked_files(root):
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=root, capture_output=True)
    if out.returncode != 0:
        sys.stderr.write("check_worklog_labels: git ls-files failed: %s\n" % out.stderr.decode(errors="replace").strip())
        sys.exit(2)
    return [p for p in out.stdout.decode().split("\0") if p]


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    hits = 0
    for path in tracked_files(root):
        if path in SKIP:
            continue
        full = os.path.join(root, path)
        try:
            with open(full, "rb") as f:
                data = f.read()
        except OSError:
            continue  # listed but deleted in the work tree
        if b"\0" in data[:8192]:
            continue  # binary
        for number, line in enumerate(data.decode("utf-8", errors="replace").splitlines(), 1):
            for name, text in labels_in(line):
                hits += 1
                print("%s:%d: %s %r: %s" % (path, number, name, text, line.strip()[:160]))
    if hits:
        print("%d work-log label(s) found: say the reason instead, or date and commit a measurement" % hits)
        return 1
    print("no work-log labels in %s" % root)
    return 0


if __name__ == "__main__":
    sys.exit(main())
