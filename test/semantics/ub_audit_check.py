#!/usr/bin/env python3
"""Checks test/semantics/ub-audit.md against the installed MLIR ODS files.

The audit table lists every op of the dialects mlir-refine models whose ODS
description speaks of undefined behaviour or poison, the rule it states, how
the encoder models it and the lit tests that pin it down. This script fails
when
  (a) an op of those dialects whose description states such a rule (one of
      PATTERNS below) has no row in the table, or a row names an op that is
      not in the ODS files;
  (b) a test file named in the table does not exist, does not define a
      function it names, or asserts no verdict for it ('CHECK...: @f: ...');
  (c) a row's tests are not a pair: a modelled op needs at least one
      function checked 'valid' and one checked 'invalid'; a row whose
      encoding says "unsupported" needs one checked 'unsupported'.

Usage:
  ub_audit_check.py TABLE.md TESTDIR [INCLUDEDIR]   check (exit 1 on failure)
  ub_audit_check.py --list [INCLUDEDIR]              print the flagged ops
INCLUDEDIR is .../include/mlir/Dialect; by default the one installed beside
the mlir-opt found on PATH (/usr/lib/llvm-22/bin/mlir-opt in the lit suite).
"""
import os
import re
import shutil
import sys

# The modelled dialects: prefix of the op names -> ODS files (relative to
# the include directory, .../include/mlir/Dialect).
DIALECTS = {
    "arith": ["Arith/IR/ArithOps.td"],
    "index": ["Index/IR/IndexOps.td"],
    "math": ["Math/IR/MathOps.td"],
    "ub": ["UB/IR/UBOps.td"],
    "scf": ["SCF/IR/SCFOps.td"],
    "cf": ["ControlFlow/IR/ControlFlowOps.td"],
    "func": ["Func/IR/FuncOps.td"],
    "vector": ["Vector/IR/VectorOps.td"],
    "tensor": ["Tensor/IR/TensorOps.td"],
    "affine": ["Affine/IR/AffineOps.td"],
    "memref": ["MemRef/IR/MemRefOps.td"],
    "bufferization": ["Bufferization/IR/BufferizationOps.td"],
    "tosa": ["Tosa/IR/TosaOps.td", "Tosa/IR/TosaUtilOps.td", "Tosa/IR/TosaShapeOps.td"],
}

# Sentences that state undefined behaviour, an undefined result, or poison.
PATTERNS = [
    r"undefined\s+behaviou?r",
    r"behaviou?r\s+is\s+undefined",
    r"is\s+undefined",
    r"undefined\s+results?",
    r"\bpoison",
]
UB_RE = re.compile("|".join(PATTERNS), re.IGNORECASE)

DEF_RE = re.compile(r'^def\s+(\w+)\s*:\s*\w+\s*<\s*"([\w.]+)"', re.MULTILINE)
END_RE = re.compile(r"^(def|class|multiclass|defvar|//=+)\b", re.MULTILINE)
DESC_RE = re.compile(r"let\s+description\s*=\s*\[\{(.*?)\}\]", re.DOTALL)


def flagged_ops(include):
    """{op name: first matching sentence} for every op whose description
    matches one of PATTERNS; also the set of all op names seen."""
    found, every = {}, set()
    for dialect, files in DIALECTS.items():
        for rel in files:
            path = os.path.join(include, rel)
            if not os.path.exists(path):
                sys.exit(f"error: {path} does not exist")
            text = open(path, encoding="utf-8").read()
            for m in DEF_RE.finditer(text):
                name = f"{dialect}.{m.group(2)}"
                every.add(name)
                end = END_RE.search(text, m.end())
                chunk = text[m.end(): end.start() if end else len(text)]
                desc = DESC_RE.search(chunk)
                if not desc:
                    continue
                body = " ".join(desc.group(1).split())
                hit = UB_RE.search(body)
                if hit:
                    # The sentence around the first hit, for --list.
                    start = body.rfind(". ", 0, hit.start()) + 2 if body.rfind(". ", 0, hit.start()) >= 0 else 0
                    stop = body.find(". ", hit.end())
                    found[name] = body[start: stop + 1 if stop >= 0 else len(body)]
    return found, every


def table_rows(table):
    """Rows of the markdown table: (line number, [cells])."""
    rows = []
    for n, line in enumerate(open(table, encoding="utf-8"), 1):
        line = line.strip()
        if not line.startswith("|") or re.match(r"^\|[\s:|-]+\|$", line):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if cells and cells[0].lower() == "op":
            continue
        rows.append((n, cells))
    return rows


def ops_of(cell):
    """Op names in the first cell: `arith.divui`, or several separated by
    commas."""
    return re.findall(r"`?([a-z_]+\.[a-z_0-9.]+)`?", cell)


# A FileCheck line (any prefix, not a -NOT line) that asserts a verdict.
VERDICT_RE = (r"^\s*//\s*[A-Z][A-Z0-9_]*(?:-(?:DAG|NEXT|SAME|LABEL))?:.*@{name}:\s+"
              r"(valid|invalid|unsupported|inconclusive)\b")


def check(table, testdir, include):
    found, every = flagged_ops(include)
    rows = table_rows(table)
    errors = []
    listed = {}
    for n, cells in rows:
        if len(cells) != 4:
            errors.append(f"{table}:{n}: expected 4 cells (op | ODS rule | encoding | tests), got {len(cells)}")
            continue
        ops = ops_of(cells[0])
        if not ops:
            errors.append(f"{table}:{n}: no op named in the first cell")
        for op in ops:
            if op not in every:
                errors.append(f"{table}:{n}: '{op}' is not an op of the ODS files of the modelled dialects")
            listed[op] = n
        if '"' not in cells[1] and "“" not in cells[1]:
            errors.append(f"{table}:{n}: the ODS rule is not quoted")
        unsupported = cells[2].lower().startswith("unsupported")
        verdicts = set()
        groups = [g.strip() for g in cells[3].split(";") if g.strip()]
        if not groups:
            errors.append(f"{table}:{n}: no tests named")
        for g in groups:
            if ":" not in g:
                errors.append(f"{table}:{n}: '{g}' is not 'file: @f, @g'")
                continue
            rel, names = g.split(":", 1)
            rel = rel.strip().strip("`")
            path = os.path.join(testdir, rel)
            if not os.path.isfile(path):
                errors.append(f"{table}:{n}: test file {rel} does not exist")
                continue
            text = open(path, encoding="utf-8").read()
            fnames = re.findall(r"@([\w$.-]+)", names)
            if not fnames:
                errors.append(f"{table}:{n}: no function named for {rel}")
            for f in fnames:
                if not re.search(r"func\.func\s+(private\s+)?@" + re.escape(f) + r"\(", text):
                    errors.append(f"{table}:{n}: {rel} defines no function @{f}")
                vs = re.findall(VERDICT_RE.format(name=re.escape(f)), text, re.MULTILINE)
                if not vs:
                    errors.append(f"{table}:{n}: {rel} checks no verdict for @{f}")
                verdicts.update(vs)
        if unsupported and "unsupported" not in verdicts:
            errors.append(f"{table}:{n}: an unsupported op needs a test checked 'unsupported'")
        if not unsupported and not {"valid", "invalid"} <= verdicts:
            errors.append(f"{table}:{n}: the tests need a pair: one function checked 'valid', one 'invalid' "
                          f"(found {sorted(verdicts) or 'none'})")
    for op in sorted(found):
        if op not in listed:
            errors.append(f"{table}: '{op}' states undefined behaviour or poison in its ODS description but has "
                          f"no row: \"{found[op]}\"")
    for e in errors:
        print(e)
    print(f"{len(found)} ops state UB or poison; {len(listed)} ops listed; {len(errors)} problems")
    return 1 if errors else 0


def default_include():
    opt = shutil.which("mlir-opt")
    if not opt:
        sys.exit("error: no mlir-opt on PATH to find the ODS files; give INCLUDEDIR")
    return os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(opt))), "include", "mlir", "Dialect")


def main(argv):
    if argv[1:2] == ["--list"] and len(argv) <= 3:
        found, _ = flagged_ops(argv[2] if len(argv) == 3 else default_include())
        for op in sorted(found):
            print(f"{op}: {found[op]}")
        return 0
    if len(argv) not in (3, 4):
        print(__doc__)
        return 2
    return check(argv[1], argv[2], argv[3] if len(argv) == 4 else default_include())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
