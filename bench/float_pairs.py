#!/usr/bin/env python3
"""Benchmark: mlir-refine on floating-point function pairs, abstract vs IEEE-754.

    python3 bench/float_pairs.py [--quick]
    python3 bench/float_pairs.py [--quick | --hard] [--timeout-ms 20000] [--repeat 10] [--keep DIR]

Reads a fixed set of float pairs (no randomness): the outputs of
`mlir-opt --canonicalize`, `--cse`, `--arith-expand` and
`--math-uplift-to-fma` on float functions (valid targets, unless the pass
has a bug), and hand-written rewrites, valid and invalid (x+0.0 vs x,
re-association, contraction to fma, min/max swaps, cmpf predicate swaps,
extf/truncf round trips, sitofp/fptosi, fast-math variants) over f16,
bf16, f32, f64 and small vectors, plus bigger ones (an unrolled dot
product of 8 elements, Horner polynomials, a softmax-like
max/sub/exp/sum chain, chains of 10-24 ops). Each pair carries the verdict
expected of it.

The pairs are files in bench/pairs/float/, checked in the order of its
index.txt: hand/NAME.mlir and generated/NAME.mlir hold a pair each in
split-file form (a header of `// pair:`, `// expect:` (valid, invalid or
?) and `// tier:` (small, big or hard) lines, then `//--- src.mlir` and
`//--- tgt.mlir`; `split-file FILE DIR` gives the two files the CLI
takes); passes/PASS.mlir holds source functions, with `// pass:` and
`// pipeline:` lines, whose targets are their output of that pipeline,
made when the benchmark runs. generated/ and
passes/math-uplift-to-fma-generated.mlir are written by
bench/pairs/generate_float.py (the dot products, Horner polynomials,
softmax and chains, from their parameters).

Sets: --quick, the small pairs (about a minute); default, also the bigger
ones (about five minutes on 2 CPUs: five pairs hit the 20 s limit with
IEEE-754); --hard, also pairs on which the encodings hit the time limit
(or the tool overruns it: --fp-mode=ieee on a contracted Horner polynomial
of degree 8 does not stop), which adds a quarter of an hour or more.

Runs the two-file checker on the set once per mode, --fp-mode=abstract,
ieee and auto, each with --timeout-ms=20000 and --report, and then
--fp-mode=abstract --fp-abstract-bits=24 (and 16, unless --quick) on the
pairs the computed width proved (there the abstract encoding alone decides;
elsewhere IEEE-754 does). Prints:
  - per mode: median, 90th percentile, maximum and total time per function,
    verdict counts (inconclusive ones by reason);
  - per pair: abstract, IEEE, auto and fixed-width times and verdicts, and
    IEEE/abstract (median, geometric mean, ratio of totals over the pairs
    both decided; a lower bound where only abstract decided), next to
    mlir-tv's published 13.6x (CAV 2022);
  - fixed-width / computed-width times, next to mlir-tv's published 2.2x;
  - agreement of the abstract, auto and fixed-width verdicts with IEEE-754:
    abstract `valid` vs IEEE `invalid` is a SOUNDNESS BUG; abstract
    `invalid` is always confirmed with IEEE, so vs IEEE `valid` it must not
    happen; also any function on which the tool overran its time limit;
  - decided verdicts contrary to the pair's expectation, and the undecided
    pairs per mode;
  - the plugin on the four passes as a pipeline, and the plugin load time.
Not a test: it asserts nothing about time.

Times are the in-process times from --report ("ms"; an abstract-mode
`invalid` includes the IEEE-754 confirmation). Pairs whose bodies are
identical (`valid: unchanged`) are counted but not timed.
"""

import argparse
import collections
import os
import queue
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from benchlib import (CLI, MLIR_OPT, PLUGIN, PairFile, geomean, load_time, plugin_load_line, read_index, read_report,
                      require_built, run_lines, run_plugin, stats, verdict_counts, verify_translation)

PAIRS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs", "float")
TIERS = {"quick": ("small",), "default": ("small", "big"), "hard": ("small", "big", "hard")}
EXPECTS = ("valid", "invalid", "?")


def load_pairs():
    """The pairs of bench/pairs/float/, in the order of its index.txt:
    ([(name, expected, tier, source text, target text)] of the pair files,
    {pass: (pipeline, [(name, expected, tier, source function)])} of the
    pass sources). `expected` is what IEEE-754 semantics plus the tool's
    documented rules (float-brief) say: "valid", "invalid", or "?" (no
    firm expectation, e.g. a counterexample that needs a value of
    math.exp)."""
    listed = read_index(os.path.join(PAIRS_DIR, "index.txt"))
    on_disk = {os.path.relpath(os.path.join(d, f), PAIRS_DIR) for d, _, fs in os.walk(PAIRS_DIR)
               for f in fs if f.endswith(".mlir")}
    if sorted(listed) != sorted(on_disk):
        odd = {l for l in listed if listed.count(l) > 1 or l not in on_disk}
        sys.exit(f"{PAIRS_DIR}/index.txt does not list the .mlir files there one each: not listed "
                 f"{sorted(on_disk - set(listed))}, missing or listed twice {sorted(odd)}")
    pairs, passes = [], {}

    def checked(pf, key, value, allowed):
        if value not in allowed:
            sys.exit(f"{pf.path}: {key} is {value!r}, not one of {', '.join(allowed)}")
        return value

    for rel in listed:
        pf = PairFile(os.path.join(PAIRS_DIR, rel))
        if "pass" in pf.meta:
            pipeline, fns = passes.setdefault(pf.meta["pass"], (pf.meta["pipeline"], []))
            if pipeline != pf.meta["pipeline"]:
                sys.exit(f"{pf.path}: pipeline differs from an earlier file's for pass {pf.meta['pass']}")
            for name, fn in split_funcs(pf.text).items():
                fns.append((name, checked(pf, "expect", pf.get("expect", name), EXPECTS),
                            checked(pf, "tier", pf.get("tier", name), TIERS["hard"]), fn))
            continue
        name = pf.meta.get("pair")
        if (name != os.path.splitext(os.path.basename(rel))[0] or set(pf.sections) != {"src.mlir", "tgt.mlir"}
                or any(list(split_funcs(t)) != [name] for t in pf.sections.values())):
            sys.exit(f"{pf.path}: want `// pair: <file name>` and the sections src.mlir and tgt.mlir only, "
                     f"each a function of that name")
        pairs.append((name, checked(pf, "expect", pf.meta.get("expect"), EXPECTS),
                      checked(pf, "tier", pf.meta.get("tier"), TIERS["hard"]), pf.sections["src.mlir"],
                      pf.sections["tgt.mlir"]))
    return pairs, passes


def pass_source(fns, tiers):
    """The module of a pass's source functions of TIERS."""
    return "\n".join(fn for _, _, tier, fn in fns if tier in tiers)


def split_funcs(text):
    """{name: func.func text} of a module printed by mlir-opt or read from a pass file."""
    out = {}
    for m in re.finditer(r"^( *)func\.func @(\w+)\(.*?^\1\}", text, re.S | re.M):
        out[m.group(2)] = m.group(0).strip() + "\n"
    return out


def build(tmp, tiers, pairs, passes):
    """Writes src.mlir / tgt.mlir; returns [(name, expected, origin)] and
    {name: (source func, target func)}. A pass source's target is what the
    pass makes of it, run here."""
    meta, texts = [], {}
    for (name, expect, tier, s, t) in pairs:
        if tier not in tiers:
            continue
        texts[name] = (s, t)
        meta.append((name, expect, "hand" if tier == "small" else f"hand, {tier}"))
    for p, (pipeline, fns) in passes.items():
        origin = p.split("{")[0]
        text = pass_source(fns, tiers)
        path = os.path.join(tmp, f"pass-{origin}.mlir")
        with open(path, "w") as f:
            f.write(text)
        out = subprocess.run([MLIR_OPT, f"--pass-pipeline={pipeline}", path], check=True, capture_output=True,
                             text=True).stdout
        after = split_funcs(out)
        for name, expect, tier, fn in fns:
            if tier in tiers:
                texts[name] = (fn, after[name])
                meta.append((name, expect, origin))
    write_pairs(tmp, "", [m[0] for m in meta], texts)
    return meta, texts


def write_pairs(tmp, suffix, names, texts):
    with open(os.path.join(tmp, f"src{suffix}.mlir"), "w") as f:
        f.write("\n".join(texts[n][0] for n in names))
    with open(os.path.join(tmp, f"tgt{suffix}.mlir"), "w") as f:
        f.write("\n".join(texts[n][1] for n in names))


def run_mode(tmp, tag, flags, timeout_ms, names, texts):
    """Runs the two-file checker on the pairs `names` and returns (wall ms,
    {name: report record}). mlir-refine prints a line per function as it
    goes; if none comes for 3 x the time limit + 30 s, the function being
    checked is recorded as "hung" (the tool overran its own time limit),
    the process is killed and the run resumes after it; a crash is
    recorded as "crashed" the same way."""
    tag = tag.replace("/", "-")
    recs, remaining, part, wall = {}, list(names), 0, 0.0
    stall = 3 * timeout_ms / 1e3 + 30 if timeout_ms else None
    while remaining:
        suffix = f"-{tag}" + (f"-{part}" if part else "")
        write_pairs(tmp, suffix, remaining, texts)
        report = os.path.join(tmp, f"report{suffix}.jsonl")
        if os.path.exists(report):
            os.remove(report)
        lines = queue.Queue()
        t0 = time.perf_counter()
        with open(os.path.join(tmp, f"stdout{suffix}.txt"), "w") as out, \
                open(os.path.join(tmp, f"stderr{suffix}.txt"), "w") as err:
            proc = subprocess.Popen([CLI, f"--timeout-ms={timeout_ms}",
                                     f"--report={report}", *flags, os.path.join(tmp, f"src{suffix}.mlir"),
                                     os.path.join(tmp, f"tgt{suffix}.mlir")],
                                    stdout=subprocess.PIPE, stderr=err, text=True)
            reader = threading.Thread(target=lambda: [lines.put(l) for l in proc.stdout] + [lines.put(None)],
                                      daemon=True)
            reader.start()
            done, hung, last = 0, False, time.monotonic()
            while True:
                try:
                    l = lines.get(timeout=1)
                except queue.Empty:
                    if stall and time.monotonic() - last > stall:
                        proc.kill()  # our own child, by its handle
                        hung = True
                        break
                    continue
                if l is None:
                    break
                out.write(l)
                last = time.monotonic()
                if l.startswith("@"):
                    done += 1
            proc.wait()
        wall += (time.perf_counter() - t0) * 1e3
        if proc.returncode == 2:
            with open(os.path.join(tmp, f"stderr{suffix}.txt")) as f:
                sys.exit(f"mlir-refine rejected the input in mode {tag}:\n{f.read()[-3000:]}")
        for r in read_report(report):
            recs[r["function"].lstrip("@")] = r
        crashed = not hung and proc.returncode not in (0, 1, 3)
        if not (hung or crashed) or done >= len(remaining):
            break
        # The report is written at exit: the functions done before the hang
        # or crash are checked again in the next run.
        name = remaining[done]
        recs[name] = {"function": "@" + name, "verdict": "hung",
                      "detail": f"no verdict after {stall:.0f} s with --timeout-ms={timeout_ms}; killed",
                      "ms": stall * 1e3} if hung else {
                          "function": "@" + name, "verdict": "crashed",
                          "detail": f"exit status {proc.returncode}; see stderr{suffix}.txt"}
        remaining = [n for n in remaining if n not in recs]
        part += 1
    return wall, recs


def kind(r):
    """valid / invalid / unsupported / inconclusive / unchanged / hung /
    crashed / missing."""
    if r is None:
        return "missing"
    if r["verdict"] == "valid" and r.get("detail") == "unchanged":
        return "unchanged"
    return r["verdict"]


def kind_detail(r):
    """kind, with the reason of an inconclusive verdict."""
    k = kind(r)
    if k != "inconclusive":
        return k
    d = r.get("detail") or ""
    if "spurious" in d:
        return "inconclusive (abstract cex refuted by IEEE)"
    if "timed out" in d:
        return "inconclusive (time limit)"
    if "depends on the value" in d:
        return "inconclusive (needs a math function's value)"
    return "inconclusive (other)"


def timed(r):
    return r is not None and "ms" in r and kind(r) != "unchanged"


def ratio_line(label, rs):
    if not rs:
        return f"  {label}: no pairs"
    return (f"  {label}: median {statistics.median(rs):6.2f}x   geometric mean {geomean(rs):6.2f}x   "
            f"min {min(rs):6.2f}x   max {max(rs):6.2f}x   (n={len(rs)})")


def short(r, width=44):
    if r is None:
        return "missing"
    d = r.get("detail") or ""
    s = r["verdict"] + (f": {d}" if d else "")
    return s if len(s) <= width else s[:width - 3] + "..."


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true",
                    help="only the small pairs; no 16-bit fixed-width run (about a minute)")
    ap.add_argument("--hard", action="store_true",
                    help="also the pairs on which an encoding hits the time limit or the tool overruns it "
                         "(adds a quarter of an hour or more)")
    ap.add_argument("--timeout-ms", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=10, help="runs for the plugin load time")
    ap.add_argument("--keep", metavar="DIR", help="write the pairs, reports and outputs to DIR instead of a temp dir")
    args = ap.parse_args()
    tiers = TIERS["quick" if args.quick else "hard" if args.hard else "default"]
    require_built(CLI, PLUGIN)
    pairs, passes = load_pairs()

    modes = [("abstract", ["--fp-mode=abstract"]), ("ieee", ["--fp-mode=ieee"]), ("auto", ["--fp-mode=auto"])]
    fixed = [("abstract/24", ["--fp-mode=abstract", "--fp-abstract-bits=24"])]
    if not args.quick:
        fixed.append(("abstract/16", ["--fp-mode=abstract", "--fp-abstract-bits=16"]))

    ctx = tempfile.TemporaryDirectory() if not args.keep else None
    tmp = ctx.name if ctx else args.keep
    os.makedirs(tmp, exist_ok=True)
    try:
        meta, texts = build(tmp, tiers, pairs, passes)
        names = [m[0] for m in meta]
        results, walls = {}, {}
        for tag, flags in modes:
            walls[tag], results[tag] = run_mode(tmp, tag, flags, args.timeout_ms, names, texts)
        # Fixed widths: on the pairs the computed width proved (the
        # abstract encoding alone decides those; elsewhere IEEE-754 does).
        proved = [n for n in names if kind(results["abstract"].get(n)) == "valid"]
        for tag, flags in fixed:
            walls[tag], results[tag] = run_mode(tmp, tag, flags, args.timeout_ms, proved, texts)
        modes += fixed

        # The plugin on the pass pipeline, fp-mode=auto, on the pass sources.
        # The passes' pipelines (builtin.module(X)) joined: func.func(canonicalize),cse,...
        psrc = os.path.join(tmp, "passes.mlir")
        with open(psrc, "w") as f:
            f.write("\n".join(pass_source(fns, tiers) for _, fns in passes.values()))
        preport = os.path.join(tmp, "report-plugin.jsonl")
        pipe = ",".join(re.fullmatch(r"builtin\.module\((.*)\)", pipeline).group(1) for pipeline, _ in passes.values())
        wall_p, rec_p = run_plugin(psrc, preport, verify_translation(
            pipe, "fail-on-invalid=false", f"timeout-ms={args.timeout_ms}", f"report={preport}"))

        base_ms, plugin_ms = load_time(args.repeat, tmp)
    finally:
        if ctx:
            ctx.cleanup()

    origins = collections.Counter(m[2] for m in meta)
    print(f"mlir-refine floating-point benchmark: {len(meta)} pairs "
          f"({', '.join(f'{k}: {v}' for k, v in origins.items())}), --timeout-ms={args.timeout_ms}"
          + (", --quick" if args.quick else ", --hard" if args.hard else ""))
    print()
    A, I, U = results["abstract"], results["ieee"], results["auto"]
    DECIDED = ("valid", "invalid")

    def vi_of(r):
        k = kind(r)
        return "valid" if k == "unchanged" else k

    # ---- per mode ----
    print("per mode: time per function (in-process, from --report; unchanged pairs not timed), verdicts")
    for tag, _ in modes:
        recs = results[tag]
        these = [n for n in names if n in recs] if tag.startswith("abstract/") else names
        ms = [recs[n]["ms"] for n in these if timed(recs.get(n))]
        c = collections.Counter(kind_detail(recs.get(n)) for n in these)
        label = tag + (f" ({len(these)} pairs the computed width proved)" if tag.startswith("abstract/") else "")
        print(f"  {label}")
        print(f"      {stats(ms)}")
        print(f"      total {sum(ms) / 1e3:7.1f} s over functions, {walls[tag] / 1e3:7.1f} s wall clock; "
              + ", ".join(f"{k}: {v}" for k, v in sorted(c.items())))
    print()

    # ---- per pair ----
    def ms_of(r):
        return f"{r['ms']:9.1f}" if timed(r) else f"{'-':>9}"

    def short_kind(r):
        return {"inconclusive": "inconcl.", "unsupported": "unsupp."}.get(kind(r), kind(r))

    print("per pair, ms (abstract | ieee | auto | fixed 24 bits): verdicts abstract / ieee / auto")
    print(f"  {'pair':34} {'expect':7} {'abstract':>9} {'ieee':>9} {'auto':>9} {'fix24':>9} {'ieee/abs':>8}  verdicts")
    ratios, ratios_valid, censored = [], [], []
    F24 = results.get("abstract/24", {})
    for name, expect, _ in meta:
        a, i, u = A.get(name), I.get(name), U.get(name)
        ratio = ""
        if timed(a) and timed(i) and kind(a) in DECIDED and kind(i) in DECIDED and a["ms"] > 0:
            q = i["ms"] / a["ms"]
            ratios.append(q)
            if kind(a) == "valid":
                ratios_valid.append(q)
            ratio = f"{q:7.2f}x"
        elif timed(a) and timed(i) and kind(a) in DECIDED and kind(i) in ("inconclusive", "hung") and a["ms"] > 0:
            censored.append(i["ms"] / a["ms"])
            ratio = f">{i['ms'] / a['ms']:6.1f}x"
        print(f"  {name:34} {expect:7} {ms_of(a)} {ms_of(i)} {ms_of(u)} {ms_of(F24.get(name))} {ratio:>8}  "
              f"{short_kind(a)} / {short_kind(i)} / {short_kind(u)}")
    print()
    print("IEEE-754 time / abstract time (pairs both modes decided; an abstract-mode `invalid` includes its")
    print("IEEE-754 confirmation, so the `valid` line is the encoding against the encoding):")
    print(ratio_line("all decided pairs          ", ratios))
    print(ratio_line("abstract proved them valid ", ratios_valid))
    tot_a = sum(A[n]["ms"] for n in names if n in A and n in I and timed(A[n]) and timed(I[n])
                and kind(A[n]) in DECIDED and kind(I[n]) in DECIDED)
    tot_i = sum(I[n]["ms"] for n in names if n in A and n in I and timed(A[n]) and timed(I[n])
                and kind(A[n]) in DECIDED and kind(I[n]) in DECIDED)
    if tot_a:
        print(f"  total time over the decided pairs: IEEE-754 {tot_i / 1e3:.2f} s, abstract {tot_a / 1e3:.2f} s "
              f"({tot_i / tot_a:.2f}x)")
    if censored:
        print(f"  and {len(censored)} pairs abstract decided where IEEE-754 did not (time limit): "
              f"IEEE/abstract > {statistics.median(censored):.1f}x (median lower bound)")
    print("  mlir-tv (CAV 2022) reports the abstract encoding 13.6x faster than IEEE-754 on average.")
    print()

    # ---- width shrinking ----
    print("abstract width: computed (starts at 4 bits, grows to what the values need) vs fixed,")
    print("fixed-width time / computed-width time over the pairs both runs proved:")
    for tag, _ in fixed:
        Fx, bits = results[tag], tag.split("/")[1]
        rs, tc, tf = [], 0.0, 0.0
        for n in proved:
            a, f = A.get(n), Fx.get(n)
            if timed(a) and timed(f) and kind(f) == "valid" and a["ms"] > 0:
                rs.append(f["ms"] / a["ms"])
                tc += a["ms"]
                tf += f["ms"]
        lost = [n for n in proved if kind(Fx.get(n)) != "valid"]
        print(ratio_line(f"{bits} bits", rs))
        if tc:
            print(f"  {bits} bits: total {tf / 1e3:.2f} s fixed vs {tc / 1e3:.2f} s computed ({tf / tc:.2f}x)"
                  + (f"; not proved with {bits} bits: " + ", ".join(f"@{n} ({kind(Fx.get(n))})" for n in lost)
                     if lost else ""))
    print("  mlir-tv reports the computed width 2.2x faster than a fixed width.")
    print()

    # ---- agreement ----
    print("verdict agreement with IEEE-754 (valid/invalid only; inconclusive/unsupported skipped):")
    problems = 0
    for tag, _ in modes:
        if tag == "ieee":
            continue
        R = results[tag]
        agree = 0
        for n in names:
            x, y = vi_of(R.get(n)), vi_of(I.get(n))
            if x not in DECIDED or y not in DECIDED:
                continue
            if x == y:
                agree += 1
                continue
            problems += 1
            if x == "valid":
                print(f"  !!! SOUNDNESS BUG: {tag} says @{n} is valid, IEEE-754 says: {short(I[n], 200)}")
            else:
                print(f"  !!! IMPOSSIBLE: {tag} says @{n} is invalid (IEEE-confirmed), IEEE-754 says valid: "
                      f"{short(R[n], 200)}")
        print(f"  {tag:12} agrees on {agree} pairs")
    if not problems:
        print("  no disagreement")
    for tag, _ in modes:
        for n in names:
            if kind(results[tag].get(n)) == "hung":
                print(f"  !!! TIME LIMIT OVERRUN: {tag}: @{n}: {results[tag][n]['detail']}")
            elif kind(results[tag].get(n)) == "crashed":
                print(f"  !!! CRASH: {tag}: @{n}: {results[tag][n]['detail']}")
    over = [(tag, n, results[tag][n]["ms"]) for tag, _ in modes for n in names
            if timed(results[tag].get(n)) and kind(results[tag][n]) != "hung"
            and results[tag][n]["ms"] > 1.5 * args.timeout_ms]
    for tag, n, t in over:
        print(f"  !!! time limit overrun: {tag}: @{n} took {t / 1e3:.1f} s with --timeout-ms={args.timeout_ms}")
    print()

    # ---- expectations ----
    print("decided verdicts contrary to the expectation written with the pair (look at these):")
    odd = 0
    for name, expect, origin in meta:
        if expect == "?":
            continue
        wrong = [tag for tag, _ in modes if vi_of(results[tag].get(name)) in DECIDED
                 and vi_of(results[tag].get(name)) != expect]
        if not wrong:
            continue
        odd += 1
        print(f"  @{name} [{origin}] expected {expect}:")
        for tag in wrong:
            print(f"      {tag:12} {short(results[tag].get(name), 150)}")
    if not odd:
        print("  none")
    for name, expect, origin in meta:
        if expect == "?":
            print(f"  @{name} [{origin}] (no expectation): auto: {short(U.get(name), 140)}")
    print("undecided (inconclusive, unsupported or hung), per mode:")
    for tag in ("abstract", "ieee", "auto"):
        und = collections.defaultdict(list)
        for n in names:
            k = kind_detail(results[tag].get(n))
            if k not in DECIDED and k != "unchanged":
                und[k].append(n)
        if not und:
            print(f"  {tag}: none")
        for k, ns in sorted(und.items()):
            print(f"  {tag}, {k}: " + ", ".join(ns))
    unsup = sorted({(results[t][n].get("detail") or "") for t, _ in modes for n in names
                    if kind(results[t].get(n)) == "unsupported"})
    for d in unsup:
        print(f"  unsupported because: {d[:150]}")
    print()

    # ---- plugin ----
    print(f"plugin, verify-translation{{pipeline=\"{pipe}\"}}, fp-mode=auto, on the pass sources")
    print(f"  ({verdict_counts(rec_p)})")
    print(run_lines(rec_p, wall_p))
    print(plugin_load_line(base_ms, plugin_ms, args.repeat))
    return 0


if __name__ == "__main__":
    sys.exit(main())
