#!/usr/bin/env python3
"""Benchmark: verify-translation over the upstream MLIR pass tests.

Runs the real mlir-opt 22 with the plugin, one process per file, over every
file listed in ../shared/corpus/README.md (the corpus of upstream pass test
inputs, not part of this repository: --corpus DIR, else $MLIR_REFINE_CORPUS,
else ../shared/corpus beside the repository root, as for test/corpus), each
with the pass pipeline of its RUN line nested in verify-translation
(fail-on-invalid=false, a JSON-lines report). Prints, per file: chunks,
chunks with errors (parse errors or expected-error chunks), functions
checked and their verdicts, time-limit overruns, wall-clock time, peak
memory of the mlir-opt process and the slowest function; then totals, the
most common reasons for `unsupported` and `inconclusive`, and the slowest
functions. Not a test: it asserts nothing about time or verdicts.

    bench/corpus.py [--jobs 2] [--timeout-ms 10000] [--files SUBSTR] [--json OUT]
                    [--extra 'max-memory-mb=2000'] [--file-timeout 1800] [--corpus DIR]

Exit status: 0 when every file ran (whatever its verdicts or parse errors),
1 when a file was killed, crashed or could not run the pass, 2 when the
corpus, mlir-opt or the plugin is missing.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from benchlib import (MLIR_OPT, PLUGIN, ROOT, plugin_command, read_report, require_built, rss_mb, run_with_usage,
                      table_row, verify_translation)

# The rule of test/corpus/run_corpus.py and lit.cfg.py.
DEFAULT_CORPUS = os.environ.get("MLIR_REFINE_CORPUS") or os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))

# One entry per file of the corpus README, in its order:
# (path under upstream-mlir/mlir/test, pipeline for verify-translation's
#  `pipeline=` option, --allow-unregistered-dialect, --split-input-file).
# The pipeline is the (first) RUN line's: `-pass{a b}` for `-pass="a b"`,
# X for `-pass-pipeline='builtin.module(X)'`, passes in RUN-line order.
# The split flag follows the RUN line too: four files have none, and
# lower-affine.mlir has decorative `// -------//` comment lines that
# --split-input-file would take for separators (6 of its 7 "chunks" then
# fail to parse); --split-all splits every file anyway.
FILES = [
    # The 15 older files.
    ("Dialect/Arith/canonicalize.mlir", "canonicalize{test-convergence}", False, True),
    ("Dialect/Arith/int-range-opts.mlir", "int-range-optimizations", False, True),
    ("Dialect/Arith/expand-ops.mlir", "arith-expand{include-bf16=true include-f8e8m0=true}", False, True),
    ("Dialect/Arith/unsigned-when-equivalent.mlir", "arith-unsigned-when-equivalent", False, False),
    ("Dialect/Arith/int-range-narrowing.mlir", "arith-int-range-narrowing{int-bitwidths-supported=1,8,16,24,32}",
     False, False),
    ("Dialect/Arith/emulate-unsupported-floats.mlir",
     "arith-emulate-unsupported-floats{source-types=bf16,f8E4M3FNUZ target-type=f32}", False, True),
    ("Dialect/Index/index-canonicalize.mlir", "canonicalize", False, False),
    # The RUN line names -test-expand-math, which MLIR 22 does not have.
    ("Dialect/Math/expand-math.mlir", "math-expand-ops", False, True),
    ("Dialect/SCF/canonicalize.mlir", "func.func(canonicalize{test-convergence})", False, True),
    ("Transforms/sccp.mlir", "func.func(sccp)", True, True),
    ("Transforms/cse.mlir", "func.func(cse)", True, True),
    ("Transforms/canonicalize.mlir", "func.func(canonicalize{test-convergence})", True, True),
    ("Conversion/SCFToControlFlow/convert-to-cfg.mlir", "convert-scf-to-cf", True, True),
    ("Transforms/loop-invariant-code-motion.mlir", "loop-invariant-code-motion", False, True),
    ("Dialect/SCF/for-loop-peeling.mlir", "scf-for-loop-peeling,canonicalize", False, True),
    # The 14 files of the MLIR 22.1.8 release.
    ("Conversion/TosaToLinalg/tosa-to-linalg.mlir", "func.func(tosa-to-linalg)", False, True),
    ("Conversion/TosaToLinalg/tosa-to-linalg-named.mlir", "func.func(tosa-to-linalg-named)", False, True),
    ("Conversion/TosaToTensor/tosa-to-tensor.mlir", "tosa-to-tensor", False, True),
    ("Dialect/Linalg/generalize-named-ops.mlir", "linalg-generalize-named-ops", False, True),
    ("Dialect/Linalg/fusion-elementwise-ops.mlir", "linalg-fuse-elementwise-ops", False, True),
    ("Dialect/Tensor/canonicalize.mlir", "canonicalize{test-convergence}", False, True),
    ("Dialect/Linalg/loops.mlir", "convert-linalg-to-loops", False, False),
    # affine-scalrep is a func.func pass: the -affine-scalrep flag nests it
    # implicitly, a pipeline string must say so.
    ("Dialect/Affine/scalrep.mlir", "func.func(affine-scalrep)", True, False),
    ("Dialect/Affine/loop-fusion.mlir", "func.func(affine-loop-fusion)", True, True),
    ("Dialect/Affine/unroll.mlir", "func.func(affine-loop-unroll{unroll-factor=-1})", True, False),
    ("Conversion/AffineToStandard/lower-affine.mlir", "lower-affine", False, False),
    ("Dialect/MemRef/fold-memref-alias-ops.mlir", "fold-memref-alias-ops", False, True),
    ("Dialect/Bufferization/Transforms/one-shot-bufferize.mlir", "one-shot-bufferize{allow-unknown-ops}", False, True),
    ("Dialect/MemRef/mem2reg.mlir", "func.func(mem2reg{region-simplify=false})", False, True),
]

# mlir-opt splits at every occurrence of the marker, also inside a line
# (Arith/canonicalize.mlir has `// // -----`) and in `// -------//` rules.
SPLIT = re.compile(r"// -----")
DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$")
CHECKED = ("valid", "invalid", "unsupported", "inconclusive")


def find_tests_dir(corpus):
    """The directory holding the files of FILES (…/upstream-mlir/mlir/test),
    from the corpus folder, its upstream-mlir/ folder or that directory."""
    for sub in (os.path.join("upstream-mlir", "mlir", "test"), os.path.join("mlir", "test"), ""):
        d = os.path.join(corpus, sub)
        if os.path.isdir(d) and any(os.path.exists(os.path.join(d, f[0])) for f in FILES):
            return os.path.normpath(d)
    return None


def chunk_starts(text, split):
    """1-based first line of each chunk."""
    if not split:
        return [1]
    return [1] + [text.count("\n", 0, m.start()) + 2 for m in SPLIT.finditer(text)]


def chunk_of(line, starts):
    i = 0
    while i + 1 < len(starts) and starts[i + 1] <= line:
        i += 1
    return i + 1


def run_file(entry, args, tests_dir, tmp):
    path, pipeline, unregistered, split = entry
    split = split or args.split_all
    res = {"file": path, "pipeline": pipeline, "split": split, "unregistered": unregistered}
    src = os.path.join(tests_dir, path)
    if not os.path.exists(src):
        res["status"] = "missing"
        return res
    with open(src) as f:
        text = f.read()
    starts = chunk_starts(text, split)
    res["chunks"] = len(starts)
    slug = re.sub(r"[^A-Za-z0-9]+", "_", path)
    report = os.path.join(tmp, slug + ".jsonl")
    errfile = os.path.join(tmp, slug + ".stderr")
    flags = (["--split-input-file"] if split else []) + (["--allow-unregistered-dialect"] if unregistered else [])
    opts = ["fail-on-invalid=false", f"timeout-ms={args.timeout_ms}", f"report={report}"] + (
        [args.extra] if args.extra else [])
    cmd = plugin_command(verify_translation(pipeline, *opts), src, flags, plugin=args.plugin, mlir_opt=args.mlir_opt)
    res["command"] = cmd

    deadline = time.perf_counter() + args.file_timeout

    def watch(pid):
        if time.perf_counter() > deadline:
            return "killed"
        if args.mem_limit_mb and rss_mb(pid) > args.mem_limit_mb:
            return "killed (memory)"
        return None

    with open(errfile, "w") as err:
        run = run_with_usage(cmd, stdin=subprocess.DEVNULL, stderr=err, watch=watch)
    killed = run.killed
    res["wall_s"] = round(run.wall_s, 3)
    res["peak_mb"] = round(run.peak_mb, 1)
    res["cpu_s"] = round(run.cpu_s, 2)
    res["exit"] = run.code

    with open(errfile, errors="replace") as f:
        stderr = f.read()
    err_chunks, err_lines, tv_errors, unlocated = set(), 0, 0, 0
    for line in stderr.splitlines():
        m = DIAG.match(line)
        if m and m.group(4) == "error":
            if m.group(5).startswith("verify-translation"):
                tv_errors += 1
                continue
            err_lines += 1
            if os.path.basename(m.group(1)) == os.path.basename(path):
                err_chunks.add(chunk_of(int(m.group(2)), starts))
            else:
                unlocated += 1
        elif line.startswith("<unknown>:0: error:") or line.startswith("error:"):
            if "verify-translation" in line:
                tv_errors += 1
            else:
                err_lines += 1
                unlocated += 1
    res["error_chunks"] = sorted(err_chunks)
    res["error_lines"] = err_lines
    res["unlocated_errors"] = unlocated
    res["tv_errors"] = tv_errors

    def bad_line(_):
        res["bad_report_lines"] = res.get("bad_report_lines", 0) + 1

    recs = read_report(report, on_bad_line=bad_line)
    res["status"] = status_of(killed, run.code, os.path.exists(report), stderr, res)
    if res["status"] not in ("ok", "errors"):
        tail = [l for l in stderr.splitlines() if l.strip()][-12:]
        res["stderr_tail"] = tail
    summarise(recs, args, res)
    return res


def status_of(killed, code, have_report, stderr, res):
    if killed:
        return killed
    if code < 0:
        return f"crashed ({signal.Signals(-code).name})"
    if "failed to add `verify-translation`" in stderr or "verify-translation: invalid" in stderr:
        return "bad-options"
    if code != 0 and not have_report:
        return "no-report"
    if code != 0:
        # Parse errors, expected-error chunks, or a stage that failed.
        return "errors"
    return "ok"


def summarise(recs, args, res):
    c = collections.Counter()
    overruns, slowest, unsupported, inconclusive = [], None, collections.Counter(), collections.Counter()
    for r in recs:
        v, detail = r.get("verdict"), r.get("detail") or ""
        if v == "valid":
            if detail == "unchanged" or detail.startswith("unchanged;"):
                c["unchanged"] += 1
            elif detail.startswith("bounded"):
                c["bounded"] += 1
            else:
                c["valid"] += 1
        elif v in CHECKED:
            c[v] += 1
            if v == "unsupported":
                unsupported[normalise(detail)] += 1
            elif v == "inconclusive":
                inconclusive[normalise(detail)] += 1
        else:
            c[v or "?"] += 1
        ms = r.get("ms")
        if isinstance(ms, (int, float)):
            if args.timeout_ms > 0 and ms > 1.5 * args.timeout_ms:
                overruns.append({"stage": r.get("stage"), "function": r.get("function"), "ms": ms})
            if slowest is None or ms > slowest["ms"]:
                slowest = {"stage": r.get("stage"), "function": r.get("function"), "ms": ms,
                           "verdict": v, "detail": detail[:200]}
    res["invalid"] = [{"stage": r.get("stage"), "function": r.get("function"), "detail": (r.get("detail") or "")[:300]}
                      for r in recs if r.get("verdict") == "invalid"]
    res["checked"] = sum(1 for r in recs if r.get("verdict") in CHECKED)
    res["counts"] = dict(c)
    res["only_in"] = c["only-in-source"] + c["only-in-target"]
    res["overruns"] = overruns
    res["slowest"] = slowest
    res["max_ms"] = slowest["ms"] if slowest else None
    res["unsupported_reasons"] = dict(unsupported)
    res["inconclusive_reasons"] = dict(inconclusive)
    res["times"] = sorted(({"stage": r.get("stage"), "function": r.get("function"), "ms": r["ms"],
                            "verdict": r.get("verdict")} for r in recs if isinstance(r.get("ms"), (int, float))),
                          key=lambda t: -t["ms"])[:10]


def collapse_types(s):
    """`tensor<4x?xf32>` -> `tensor<…>` (also memref, vector, … and !dialect.types)."""
    out, i = [], 0
    pat = re.compile(r"(![\w.]+|\b(?:tensor|memref|vector|complex|tuple|strided|affine_map|dense|array))<")
    while True:
        m = pat.search(s, i)
        if not m:
            out.append(s[i:])
            return "".join(out)
        out.append(s[i:m.end()])
        depth, j = 1, m.end()
        while j < len(s) and depth:
            depth += {"<": 1, ">": -1}.get(s[j], 0)
            j += 1
        out.append("…>")
        i = j


def normalise(detail):
    """An unsupported or inconclusive reason without what varies between
    functions: the side, locations, shapes, names and times."""
    d = detail.strip()
    d = re.sub(r"^(?:(?:source|target): )+", "", d)
    d = re.sub(r"\s*(?:\b(?:at|in) )?\bloc\((?:[^()]|\([^()]*\))*\)", "", d)
    d = re.sub(r"\s*\(?\b(?:at )?[\w./-]+\.mlir:\d+:\d+\)?", "", d)
    d = re.sub(r"timed out after \d+ ms", "timed out", d)
    d = re.sub(r"\d+ ms\b", "N ms", d)
    d = re.sub(r"@[\w$.\-]+", "@…", d)
    d = re.sub(r"%[\w#.\-]+", "%…", d)
    d = collapse_types(d)
    return d[:240]


def fmt_ms(ms):
    if ms is None:
        return "-"
    return f"{ms:.0f}" if ms >= 10 else f"{ms:.1f}"


COLS = [("chunks", 6), ("err", 4), ("checked", 7), ("valid", 6), ("unch", 5), ("bound", 5), ("inval", 5),
        ("unsup", 5), ("incon", 5), ("only", 4), ("over", 4), ("wall s", 8), ("peak MB", 8), ("max ms", 8)]


def row_cells(r):
    c = r.get("counts", {})
    return [r.get("chunks", "-"), len(r.get("error_chunks", [])) + (1 if r.get("unlocated_errors") else 0),
            r.get("checked", 0), c.get("valid", 0), c.get("unchanged", 0), c.get("bounded", 0),
            c.get("invalid", 0), c.get("unsupported", 0), c.get("inconclusive", 0), r.get("only_in", 0),
            len(r.get("overruns", [])),
            f"{r['wall_s']:.1f}" if "wall_s" in r else "-",
            f"{r['peak_mb']:.0f}" if "peak_mb" in r else "-", fmt_ms(r.get("max_ms"))]


def print_table(results, width):
    specs = [f"<{width}"] + [f">{w}" for _, w in COLS]
    head = table_row(["file"] + [n for n, _ in COLS], specs) + "  status"
    print(head)
    print("-" * len(head))
    for r in results:
        print(table_row([short(r["file"])] + row_cells(r), specs) + f"  {r.get('status', '?')}")
    print("-" * len(head))
    tot = totals(results)
    cells = [tot["chunks"], tot["error_chunks"], tot["checked"], tot["valid"], tot["unchanged"], tot["bounded"],
             tot["invalid"], tot["unsupported"], tot["inconclusive"], tot["only_in"], tot["overruns"],
             f"{tot['wall_s']:.1f}", f"{tot['peak_mb']:.0f}", fmt_ms(tot["max_ms"])]
    print(table_row([f"total ({len(results)} files)"] + cells, specs))
    print("(err: chunks with errors, e.g. parse errors or expected-error chunks; valid: proved, not unchanged "
          "or bounded; only: functions present on one side only; over: checks whose ms exceeds timeout-ms by "
          "more than 50%; wall s total is the sum over files; peak MB total is the largest)")


def totals(results):
    t = collections.Counter()
    max_ms = None
    for r in results:
        c = r.get("counts", {})
        t["chunks"] += r.get("chunks", 0)
        t["error_chunks"] += len(r.get("error_chunks", [])) + (1 if r.get("unlocated_errors") else 0)
        t["checked"] += r.get("checked", 0)
        for k in ("valid", "unchanged", "bounded", "invalid", "unsupported", "inconclusive"):
            t[k] += c.get(k, 0)
        t["only_in"] += r.get("only_in", 0)
        t["overruns"] += len(r.get("overruns", []))
        t["wall_s"] += r.get("wall_s", 0)
        t["cpu_s"] += r.get("cpu_s", 0)
        if r.get("max_ms") is not None and (max_ms is None or r["max_ms"] > max_ms):
            max_ms = r["max_ms"]
    out = dict(t)
    out["wall_s"] = round(t["wall_s"], 2)
    out["cpu_s"] = round(t["cpu_s"], 2)
    out["peak_mb"] = max((r.get("peak_mb", 0) for r in results), default=0)
    out["max_ms"] = max_ms
    return out


def short(path):
    return path.replace("Dialect/", "").replace("Conversion/", "").replace("Transforms/", "T/")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=DEFAULT_CORPUS,
                    help="the corpus folder (holding upstream-mlir/); default $MLIR_REFINE_CORPUS, else "
                         "../shared/corpus beside the repository root")
    ap.add_argument("--timeout-ms", type=int, default=10000, help="verify-translation's timeout-ms (default 10000)")
    ap.add_argument("--files", action="append", default=[], metavar="SUBSTR",
                    help="only files whose path contains SUBSTR (repeatable)")
    ap.add_argument("--jobs", type=int, default=1, help="files run in parallel (default 1)")
    ap.add_argument("--extra", default="", metavar="OPTS", help="text appended to verify-translation's options")
    ap.add_argument("--json", metavar="OUT", help="write the results as JSON to OUT")
    ap.add_argument("--file-timeout", type=float, default=1800, metavar="S",
                    help="kill an mlir-opt run after S seconds of wall clock (default 1800)")
    ap.add_argument("--mem-limit-mb", type=float, default=8000, metavar="MB",
                    help="kill an mlir-opt run whose resident memory exceeds MB (default 8000; 0: no limit), "
                         "so that a runaway run cannot take the machine down")
    ap.add_argument("--split-all", action="store_true",
                    help="--split-input-file on every file, also where the RUN line has none")
    ap.add_argument("--plugin", default=PLUGIN)
    ap.add_argument("--mlir-opt", default=MLIR_OPT if os.path.exists(MLIR_OPT) else shutil.which("mlir-opt"))
    ap.add_argument("--top", type=int, default=15, help="length of the reason and slowest-function lists")
    args = ap.parse_args()

    tests_dir = find_tests_dir(args.corpus)
    if tests_dir is None:
        print(f"corpus not found: '{args.corpus}' holds none of the corpus files (expected "
              f"upstream-mlir/mlir/test/... under it, see ../shared/corpus/README.md); give --corpus DIR "
              f"or set MLIR_REFINE_CORPUS",
              file=sys.stderr)
        return 2
    if not args.mlir_opt or not os.path.exists(args.mlir_opt):
        print("mlir-opt 22 not found: install mlir-22-tools or give --mlir-opt", file=sys.stderr)
        return 2
    require_built(args.plugin, status=2)
    entries = [e for e in FILES if not args.files or any(s in e[0] for s in args.files)]
    if not entries:
        print(f"no corpus file matches {args.files}", file=sys.stderr)
        return 2

    version = subprocess.run([args.mlir_opt, "--version"], capture_output=True, text=True).stdout
    version = next((l.strip() for l in version.splitlines() if "version" in l.lower()), "?")
    commit = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%h %s"], capture_output=True,
                            text=True).stdout.strip()
    print(f"corpus: {tests_dir}")
    print(f"mlir-opt: {args.mlir_opt} ({version}); plugin: {os.path.relpath(args.plugin, ROOT)} "
          f"built from {commit or '?'}")
    print(f"timeout-ms={args.timeout_ms} jobs={args.jobs} file-timeout={args.file_timeout:g}s "
          f"mem-limit={args.mem_limit_mb:g}MB"
          + (f" extra='{args.extra}'" if args.extra else "") + (" split-all" if args.split_all else ""))

    results = {}
    done = [0]
    lock = threading.Lock()
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-corpus-") as tmp:
        def job(e):
            r = run_file(e, args, tests_dir, tmp)
            with lock:
                done[0] += 1
                c = r.get("counts", {})
                msg = (f"[{done[0]}/{len(entries)}] {r['file']}: {r.get('status')}, "
                       f"{r.get('wall_s', 0):.1f} s, {r.get('peak_mb', 0):.0f} MB, {r.get('checked', 0)} checked, "
                       f"{c.get('invalid', 0)} invalid, {len(r.get('error_chunks', []))} chunks with errors")
                if r.get("slowest"):
                    msg += f", slowest {r['slowest']['function']} {r['slowest']['ms']:.0f} ms"
                print(msg, file=sys.stderr, flush=True)
                for l in r.get("stderr_tail", []):
                    print(f"    {l}", file=sys.stderr)
            return r

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for e, r in zip(entries, pool.map(job, entries)):
                results[e[0]] = r
    elapsed = time.perf_counter() - t0
    ordered = [results[e[0]] for e in entries]

    print()
    width = max(len(short(e[0])) for e in entries) + 1
    width = max(width, len("total (29 files)") + 1)
    print_table(ordered, width)
    tot = totals(ordered)
    print(f"elapsed {elapsed:.1f} s with {args.jobs} job(s); mlir-opt CPU time {tot['cpu_s']:.1f} s")

    bad = [r for r in ordered if r.get("status") not in ("ok", "errors")]
    if bad:
        print("\nfiles that did not finish normally:")
        for r in bad:
            print(f"  {r['file']}: {r['status']} after {r.get('wall_s', 0):.1f} s, peak {r.get('peak_mb', 0):.0f} MB")
            for l in r.get("stderr_tail", [])[-5:]:
                print(f"      {l[:200]}")

    for key, title in (("unsupported_reasons", "unsupported"), ("inconclusive_reasons", "inconclusive")):
        agg = collections.Counter()
        files_of = collections.defaultdict(set)
        for r in ordered:
            for k, v in r.get(key, {}).items():
                agg[k] += v
                files_of[k].add(r["file"])
        if agg:
            print(f"\nmost common {title} reasons ({sum(agg.values())} functions, {len(agg)} distinct reasons):")
            for k, v in agg.most_common(args.top):
                print(f"  {v:5}  {k}  [{len(files_of[k])} file(s)]")

    inv = [(r["file"], i) for r in ordered for i in r.get("invalid", [])]
    if inv:
        print(f"\ninvalid verdicts ({len(inv)}):")
        for f, i in inv:
            print(f"  {short(f)}  {i['function']}  [{i['stage']}]: {i['detail'][:150]}")

    slow = sorted(((t["ms"], r["file"], t) for r in ordered for t in r.get("times", [])), key=lambda x: -x[0])
    if slow:
        print(f"\nslowest checks:")
        for ms, f, t in slow[:args.top]:
            print(f"  {ms:9.0f} ms  {short(f)}  {t['function']}  [{t['stage']}]  {t['verdict']}")
    over = [(r["file"], o) for r in ordered for o in r.get("overruns", [])]
    if over:
        print(f"\nchecks over 1.5 x timeout-ms ({len(over)}):")
        for f, o in sorted(over, key=lambda x: -x[1]["ms"])[:args.top]:
            print(f"  {o['ms']:9.0f} ms  {short(f)}  {o['function']}  [{o['stage']}]")

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"settings": {"timeout_ms": args.timeout_ms, "jobs": args.jobs, "extra": args.extra,
                                    "file_timeout_s": args.file_timeout, "mem_limit_mb": args.mem_limit_mb, "split_all": args.split_all,
                                    "mlir_opt": args.mlir_opt, "mlir_version": version, "commit": commit,
                                    "corpus": tests_dir},
                       "elapsed_s": round(elapsed, 2), "totals": tot, "files": ordered}, f, indent=1)
        print(f"\nwrote {args.json}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
