#!/usr/bin/env python3
"""The benchmark's comparison point: what a lifter might script instead of plusmd.

    python parse_python.py JOURNAL

Reads every Markdown file of the journal with python-frontmatter (PyYAML underneath) and
markdown-it-py, pulls the set lines out of the Warmup/Working/BBB sections, and prints the
latest (cycle, week) and how many sets were ticked. It does far less than plusmd's replay,
on purpose: it is the cost of merely parsing the same files the idiomatic Python way.

Needs a virtual environment with python-frontmatter and markdown-it-py (run.sh makes one
under /tmp for the benchmark only; tests never run this script).
"""

import os
import re
import sys

import frontmatter
from markdown_it import MarkdownIt

SET_LINE = re.compile(r"^\[([ xX])\]\s*(\d+(?:[.,]\d+)?)\s*(?:lbs?|kg)?\s*[xX×*]\s*(\d+)(\+?)")
SET_SECTIONS = ("warm", "work", "bbb")


def markdown_files(root):
    for folder, folders, names in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in sorted(names):
            if name.endswith(".md") and not name.startswith("."):
                yield os.path.join(folder, name)


def main():
    root = sys.argv[1]
    parser = MarkdownIt("commonmark")
    latest, sheets, ticked = (0, 0), 0, 0
    for path in markdown_files(root):
        post = frontmatter.load(path)
        if "lift" not in post.metadata:
            continue
        sheets += 1
        latest = max(latest, (int(post["cycle"]), int(post["week"])))
        section = None
        tokens = parser.parse(post.content)
        for index, token in enumerate(tokens):
            if token.type == "heading_open" and token.tag == "h2":
                section = tokens[index + 1].content.lower()
            elif token.type == "inline" and section and section.startswith(SET_SECTIONS):
                match = SET_LINE.match(token.content)
                if match and match.group(1) != " ":
                    ticked += 1
    print(f"{sheets} sheets, latest cycle {latest[0]} week {latest[1]}, {ticked} sets ticked")


if __name__ == "__main__":
    main()
