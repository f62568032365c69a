"""The benchmark scripts under bench/ parse, and each is documented somewhere a user looks.

Run from the repository root: python3 -m unittest discover -s scripts/launcher-tests -v
They are run by hand on a quiet machine, never by CI: without this, a script broken by an edit, or one
nobody can find, would only be noticed by the next person who needs its figures.
"""

import glob
import os
import subprocess
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(REPO, "bench")


def tracked_markdown():
    out = subprocess.run(["git", "-C", REPO, "ls-files", "*.md"], capture_output=True, text=True)
    if out.returncode == 0 and out.stdout.strip():
        return [os.path.join(REPO, p) for p in out.stdout.split()]
    # Not a git checkout (an unpacked source archive): every Markdown file outside build output.
    return [os.path.join(d, f) for d, dirs, files in os.walk(REPO)
            if "/target" not in d and "/." not in d for f in files if f.endswith(".md")]


def read_text(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


class BenchScriptsTest(unittest.TestCase):
    def test_every_script_parses(self):
        scripts = sorted(glob.glob(os.path.join(BENCH, "*.sh")))
        self.assertTrue(scripts)
        for script in scripts:
            with self.subTest(script=os.path.basename(script)):
                r = subprocess.run(["bash", "-n", script], capture_output=True, text=True)
                self.assertEqual(r.returncode, 0, r.stderr)

    def test_every_bench_file_is_named_in_the_docs_or_by_a_script(self):
        docs = "".join(read_text(p) for p in tracked_markdown())
        scripts = "".join(read_text(p) for p in glob.glob(os.path.join(BENCH, "*.sh")))
        for path in sorted(glob.glob(os.path.join(BENCH, "*"))):
            name = os.path.basename(path)
            if not os.path.isfile(path) or name in ("README.md", "lib.sh"):
                continue
            with self.subTest(file=name):
                self.assertTrue(name in docs or (not name.endswith(".sh") and name in scripts),
                                "bench/%s is named in no Markdown file%s" % (
                                    name, "" if name.endswith(".sh") else " and by no bench script"))


if __name__ == "__main__":
    unittest.main()
