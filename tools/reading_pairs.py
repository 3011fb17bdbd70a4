"""Pairs a second-pass reading round with the first pass: `python3 tools/reading_pairs.py
docs/reading-check/round57`.

A second-pass round (seeds from 3000, stop 42) reads held-out papers the first pass (rounds 1–56,
seeds 2026–2080; round = seed − 2024, seed 2026 read by rounds 1 and 2, taken here as round 2)
read once before, with older derivations. The sampler writes
`target/reading_sample_first_pass.tsv` (P, id, first seed, first P), copied into the round's
folder as `first_pass.tsv`; this prints, per judged column, how the same papers were judged then and now:
the change the stops between made, on the same papers (round 4 was drawn by another rule, so
its P numbers may not match: its pairs are skipped).
"""
import csv
import glob
import re
import sys
from collections import Counter


# The columns read, by their header: rounds 1–14 had no "headline" column, so positions differ.
COLUMNS = ["topic chips right", "topic chips wrong", "misses central topic (which)", "name", "gist", "types", "modality"]


def rows_of(folder):
    """Per paper (P01…), its cells of `COLUMNS`, found by each table's own header."""
    rows = {}
    for path in sorted(glob.glob(f"{folder}/judged_*.md")):
        header = None
        for line in open(path, encoding="utf-8"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells and cells[0] == "paper":
                header = cells
            elif header and re.match(r"^P\d+", cells[0]) and len(cells) >= len(header) - 1:
                rows[cells[0]] = [cells[header.index(name)] if name in header else "" for name in COLUMNS]
    return rows


def first_word(cell):
    return cell.lower().split()[0] if cell.strip() else ""


def figures(rows):
    """Per paper: chips right, chips wrong, central missing, name, gist, types, modality."""
    return {
        p: (
            int(re.match(r"\d+", r[0]).group()),
            int(re.match(r"\d+", r[1]).group()),
            r[2].lower().startswith("yes"),
            first_word(r[3]),
            first_word(r[4]),
            first_word(r[5]),
            first_word(r[6]),
        )
        for p, r in rows.items()
    }


def main(folder):
    new = figures(rows_of(folder))
    pairs = []
    for line in csv.DictReader(open(f"{folder}/first_pass.tsv", encoding="utf-8"), delimiter="\t"):
        seed = int(line["first_seed"])
        first_round = 2 if seed == 2026 else seed - 2024
        if first_round == 4 or line["p"] not in new:
            continue
        old = figures(rows_of(f"{folder}/../round{first_round}"))
        if line["first_p"] in old:
            pairs.append((old[line["first_p"]], new[line["p"]]))
    n = len(pairs)
    if n == 0:
        sys.exit(f"no pairs in {folder}")
    print(f"papers paired with their first-pass judgment: {n}")

    def share(side, test):
        return sum(test(pair[side]) for pair in pairs) / n

    def chips(side):
        right = sum(pair[side][0] for pair in pairs)
        wrong = sum(pair[side][1] for pair in pairs)
        return f"{right}/{right + wrong} = {right / max(1, right + wrong):.1%}"

    print(f"chips right: then {chips(0)}, now {chips(1)}")
    for label, test in [
        ("central topic missing", lambda f: f[2]),
        ("names wrong", lambda f: f[3] == "wrong"),
        ("gists good", lambda f: f[4] == "good"),
        ("types right", lambda f: f[5] == "right"),
        ("modalities right or n/a", lambda f: f[6] in ("right", "n/a")),
    ]:
        print(f"{label}: then {share(0, test):.0%}, now {share(1, test):.0%}")
    moves = Counter((pair[0][4], pair[1][4]) for pair in pairs if pair[0][4] != pair[1][4])
    print("gist judgments that changed (then → now):", dict(moves))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
