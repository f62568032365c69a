"""The rule of scripts/check_worklog_labels.py: what it flags as a work-log label and what it lets through.

Run from the repository root: python3 -m unittest discover -s scripts/launcher-tests -v
"""

import importlib.util
import os
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_SPEC = importlib.util.spec_from_file_location("check_worklog_labels",
                                               os.path.join(REPO, "scripts", "check_worklog_labels.py"))
CHECK = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(CHECK)


def labels(line):
    return [text for _, text in CHECK.labels_in(line)]


class WorklogLabelsTest(unittest.TestCase):
    def test_work_periods_issue_numbers_and_branches_are_flagged(self):
        for line, label in [
            ("as measured in session 18", "session 18"),
            ("sessions 17-20 had it", "sessions 17"),
            ("(session i31-backlog, 2026-11-27)", "session i31"),
            ("until this session the floor sent GET", "this session"),
            ("the fifth session's runs", "fifth session"),
            ("the cure (issue 33): its stalls", "issue 33"),
            ("Issue 35's targets", "Issue 35"),
            ("the load profile (i35)", "i35"),
            ("the pre-i35 classes", "pre-i35"),
            ("on branch wt-docs", "wt-docs"),
            ("(branch i31-jdk17, 2026-11-27)", "i31-jdk17"),
            ("the review round found it", "review round"),
            ("fixed at stop 3", "at stop 3"),
            ("bin/ycsb compare (issue 33).", "issue 33"),
        ]:
            with self.subTest(line=line):
                self.assertTrue(any(text.startswith(label) for text in labels(line)), labels(line))

    def test_upstream_references_and_ordinary_words_pass(self):
        for line in [
            "see brianfrankcooper/YCSB#1511",
            "upstream YCSB #1511 is still open",
            "YCSB issue #1511 describes it",
            "the upstream issue 1511",
            "a second session of the shell",
            "other sessions on the machine",
            "round 1 runs ours first; 4 alternating rounds",
            "trap 'stop 130' INT",
            "MedianInterval i10 = MedianInterval.of(ten); i10.low()",
            "a JKS or PKCS#12 trust store; &#39;",
        ]:
            with self.subTest(line=line):
                self.assertEqual(labels(line), [])


if __name__ == "__main__":
    unittest.main()
