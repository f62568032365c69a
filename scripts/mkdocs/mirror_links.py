"""MkDocs hook: links from the repository's files into docs/ work in the site too.

The site shows the modules' READMEs and the benchmark results through pages at the same paths under docs/
(docs/redis/README.md includes redis/README.md), so in the site docs/ stands for the repository's root and a
file's relative links to its siblings (`../bench/results/concurrency.md`) resolve as they do in the
repository. A link into docs/ itself (`../docs/guide/jdk.md` from redis/README.md) would then point at
docs/docs/...: this hook drops that `docs/` segment, on every page, from each relative link that climbs exactly
to the root before it (one `../` per folder of the page's path).
"""
import re

_LINK = re.compile(r"\]\(((?:\.\./)*)docs/")


def on_page_markdown(markdown, page, **kwargs):
    depth = page.file.src_uri.count("/")

    def to_docs(m):
        ups = m.group(1)
        return "](" + ups if ups.count("../") == depth else m.group(0)

    return _LINK.sub(to_docs, markdown)
