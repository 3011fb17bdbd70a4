"""Tallies a reading-check round: `python3 tools/reading_tally.py docs/reading-check/round35`.

Reads the round's judged_*.md tables (the layout of docs/reading-check/PROMPT.md) and prints the
figures EVALUATION.md tables: chip precision, papers missing their central topic, wrong names,
right names of the papers that have one, good gists, right types, modalities right or n/a.
"""
import glob
import re
import sys
from collections import Counter


def first_word(cell):
    return cell.lower().split()[0] if cell.strip() else ""


def main(folder):
    rows = []
    for path in sorted(glob.glob(f"{folder}/judged_*.md")):
        for line in open(path, encoding="utf-8"):
            if re.match(r"^\|\s*P\d+", line):
                rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    if not rows:
        sys.exit(f"no judged_*.md rows in {folder}")
    n = len(rows)
    right = sum(int(re.match(r"\d+", r[1]).group()) for r in rows)
    wrong = sum(int(re.match(r"\d+", r[2]).group()) for r in rows)
    central = sum(r[5].lower().startswith("yes") for r in rows)
    names = Counter(first_word(r[6]) for r in rows)
    gists = Counter(first_word(r[7]) for r in rows)
    types = Counter(first_word(r[9]) for r in rows)
    modalities = Counter(first_word(r[10]) for r in rows)
    with_name = names["right"] + names["wrong"] + names["missing"]
    print(f"papers {n}")
    print(f"chips right {right} of {right + wrong}: {right / (right + wrong):.1%}")
    print(f"central topic missing {central}: {central / n:.0%}")
    print(f"names {dict(names)}: wrong {names['wrong'] / n:.1%}, right {names['right'] / max(1, with_name):.0%} of {with_name}")
    print(f"gists {dict(gists)}: good {gists['good'] / n:.0%}")
    print(f"types {dict(types)}: right {types['right'] / n:.1%}")
    print(f"modalities {dict(modalities)}: right or n/a {(modalities['right'] + modalities['n/a']) / n:.0%}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
