"""The reference pages name what the code declares: every field of result.json and sweep.json, every property.

The files are the JSON form of Java records (Jackson writes each record component as a field), so each component
of those records must appear in docs/reference/result-json.md or sweep-json.md as `name`. A field added to a record
without a line in the reference fails here.

Run from the repository root: python3 -m unittest discover -s scripts/launcher-tests -v
"""

import os
import re
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RESULTS = "core/src/main/java/site/ycsb/results/"
SWEEP = "core/src/main/java/site/ycsb/sweep/"
PAGES = {
    "docs/reference/result-json.md": [RESULTS + n + ".java" for n in (
        "RunResult", "SeriesResult", "LatencySummary", "ScanRecords", "ClientResources", "ServerResult",
        "ClientSlice", "ArrivalsResult")],
    "docs/reference/sweep-json.md": [SWEEP + n + ".java" for n in (
        "SweepManifest", "LoadRecord", "StepRecord", "HookRecord", "ValueSummary", "Knee", "BestLatency",
        "CapacityRecord", "SearchStep")],
}


def components(path):
    """The component names of the record declared in a Java file."""
    with open(os.path.join(REPO, path), encoding="utf-8") as f:
        # Annotations on a component (@JsonInclude(...)) are not part of its name.
        source = re.sub(r"@\w+(\([^)]*\))?\s*", "", f.read())
    m = re.search(r"\brecord\s+\w+\s*\(", source)
    if not m:
        raise AssertionError("%s declares no record" % path)
    depth, i, start = 0, m.end(), m.end()
    parts = []
    while True:
        c = source[i]
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(source[start:i]); start = i + 1
        elif c == ")" and depth == 0:
            parts.append(source[start:i])
            break
        i += 1
    return [p.split()[-1] for p in parts if p.strip()]


def declared_properties():
    """Every property name core declares as a constant named *_PROPERTY."""
    names = set()
    for folder, _, files in os.walk(os.path.join(REPO, "core/src/main/java")):
        for name in files:
            if name.endswith(".java"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    names.update(re.findall(r'static final String [A-Z_]*PROPERTY = "([^"]+)"', f.read()))
    return names


class ReferenceDocsTest(unittest.TestCase):
    def test_the_parser_reads_a_record(self):
        self.assertEqual(components(RESULTS + "ClientSlice.java"), ["index", "count"])
        self.assertIn("returns", components(RESULTS + "SeriesResult.java"))

    def test_every_property_core_declares_is_in_the_properties_page(self):
        names = declared_properties()
        self.assertIn("validity.maxjitshare", names)
        with open(os.path.join(REPO, "docs/reference/properties.md"), encoding="utf-8") as f:
            text = f.read()
        for name in sorted(names):
            with self.subTest(property=name):
                self.assertTrue("`%s`" % name in text, "docs/reference/properties.md: property %s is not listed" % name)

    def test_every_field_is_in_its_reference_page(self):
        for page, records in PAGES.items():
            with open(os.path.join(REPO, page), encoding="utf-8") as f:
                text = f.read()
            for record in records:
                for name in components(record):
                    with self.subTest(page=page, record=os.path.basename(record), field=name):
                        self.assertTrue("`%s`" % name in text, "%s: field %s of %s is not documented" % (
                            page, name, os.path.basename(record)))


if __name__ == "__main__":
    unittest.main()
