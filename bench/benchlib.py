"""What the benchmarks in bench/ share (not a benchmark itself).

  - where things are: the repository (ROOT), the release build (CLI, the
    two-file checker; PLUGIN, the mlir-opt pass plugin) and mlir-opt 22;
  - running them: mlir-opt with the plugin on a pass, the CLI on a pair of
    files, with a JSON-lines report (--report / report=) read back as a
    list of records; the wall-clock time of a command; a child's peak
    memory (os.wait4) with an optional watchdog; the plugin's load time;
  - figures: median, percentile, the "median / p90 / max (n)" line,
    geometric mean, verdict counts of a report;
  - aligned table lines;
  - pair files (bench/pairs/): a header of `// key: value` comments and
    `//--- name` sections in split-file form.

Only the Python standard library. The scripts import it as `benchlib`:
run them as `python3 bench/NAME.py`, which puts bench/ on the path.
"""

import json
import math
import os
import re
import signal
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Another build (to compare two revisions): MLIR_REFINE_BUILD_DIR, as for lit.
BIN = os.environ.get("MLIR_REFINE_BUILD_DIR", os.path.join(ROOT, "target", "release"))
CLI = os.path.join(BIN, "mlir-refine")
PLUGIN = os.path.join(BIN, "libmlir_refine.so")
LLVM_BIN = "/usr/lib/llvm-22/bin"
MLIR_OPT = os.path.join(LLVM_BIN, "mlir-opt")


def require_built(*paths, status=1):
    """Exits with STATUS and a message on stderr when one of PATHS (parts of
    the release build) is missing."""
    for p in paths:
        if not os.path.exists(p):
            print(f"{p} is missing: run 'cargo build --release' first", file=sys.stderr)
            sys.exit(status)


# ---- commands ----

def verify_translation(pipeline, *opts):
    """The text of a verify-translation pass: `verify-translation{pipeline="P" OPTS...}`."""
    return "verify-translation{" + " ".join([f'pipeline="{pipeline}"', *opts]) + "}"


def plugin_command(pass_text, src, flags=(), plugin=PLUGIN, mlir_opt=MLIR_OPT):
    """mlir-opt loading the plugin and running builtin.module(PASS_TEXT) on
    SRC, its output discarded; FLAGS go before --pass-pipeline."""
    return [mlir_opt, f"--load-pass-plugin={plugin}", *flags, f"--pass-pipeline=builtin.module({pass_text})", src,
            "-o", os.devnull]


def run_timed(cmd, check=False):
    """Runs CMD with its output discarded; returns the wall-clock time in ms."""
    t0 = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=check)
    return (time.perf_counter() - t0) * 1e3


def read_report(path, on_bad_line=None):
    """The records of a JSON-lines report ([] when there is none). A line
    that is not JSON raises, or is passed to ON_BAD_LINE if given."""
    if not os.path.exists(path):
        return []
    recs = []
    with open(path) as f:
        for line in f:
            if not line.strip():
                continue
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError:
                if on_bad_line is None:
                    raise
                on_bad_line(line)
    return recs


def run_reporting(cmd, report):
    """Runs CMD, which writes the report REPORT (a stale one is removed
    first), with its output discarded; returns (wall ms, report records)."""
    if os.path.exists(report):
        os.remove(report)
    wall = run_timed(cmd)
    return wall, read_report(report)


def run_plugin(src, report, pass_text, flags=()):
    """mlir-opt with the plugin running PASS_TEXT (which names REPORT) on
    SRC: (wall ms, report records)."""
    return run_reporting(plugin_command(pass_text, src, flags), report)


def run_cli(src, tgt, report, *flags):
    """The two-file checker on SRC and TGT with --report=REPORT: (wall ms,
    report records)."""
    return run_reporting([CLI, f"--report={report}", *flags, src, tgt], report)


class Usage:
    """What run_with_usage returns: exit code (negative: killed by that
    signal), wall seconds, the child's os.wait4 resource usage, and the
    watchdog's reason if it killed the child."""

    def __init__(self, code, wall_s, rusage, killed):
        self.code, self.wall_s, self.rusage, self.killed = code, wall_s, rusage, killed

    @property
    def peak_mb(self):
        """Peak resident memory of the child and the processes it waited
        for (its workers), in MB (ru_maxrss is in KiB on Linux)."""
        return self.rusage.ru_maxrss / 1024

    @property
    def cpu_s(self):
        return self.rusage.ru_utime + self.rusage.ru_stime


def run_with_usage(cmd, stdin=None, stdout=subprocess.DEVNULL, stderr=None, watch=None, every=0.05):
    """Runs CMD to its end and returns a Usage; os.wait4 gives the resource
    usage of this child alone. WATCH, if given, is called with the child's
    pid every EVERY seconds while it runs; when it returns a reason, the
    child is killed (SIGKILL) and the reason kept."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=stdin, stdout=stdout, stderr=stderr)
    killed = None
    if watch is None:
        _, status, rusage = os.wait4(proc.pid, 0)
    else:
        while True:
            pid, status, rusage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if not killed:
                killed = watch(proc.pid)
                if killed:
                    proc.send_signal(signal.SIGKILL)
            time.sleep(every)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    return Usage(proc.returncode, wall, rusage, killed)


def rss_mb(pid):
    """Resident memory of a running process, in MB (0 once it has gone)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0


def load_time(repeat, tmp):
    """Median wall-clock ms of mlir-opt on an empty module without and with
    --load-pass-plugin, over REPEAT runs each (after one warm-up run)."""
    empty = os.path.join(tmp, "empty.mlir")
    with open(empty, "w") as f:
        f.write("module {}\n")
    base = [MLIR_OPT, "-p", "builtin.module()", empty]
    with_plugin = [MLIR_OPT, f"--load-pass-plugin={PLUGIN}", "-p", "builtin.module()", empty]
    run_timed(base, check=True), run_timed(with_plugin, check=True)  # warm the page cache
    b = [run_timed(base, check=True) for _ in range(repeat)]
    p = [run_timed(with_plugin, check=True) for _ in range(repeat)]
    return statistics.median(b), statistics.median(p)


# ---- figures ----

def percentile(xs, q):
    """The element of XS at rank round(Q * (n - 1)) in sorted order."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def stats(xs):
    """`median … ms   p90 … ms   max … ms   (n=…)`, or n/a."""
    xs = sorted(xs)
    if not xs:
        return "n/a"
    return (f"median {statistics.median(xs):7.2f} ms   p90 {percentile(xs, 0.9):7.2f} ms   max {xs[-1]:7.2f} ms   "
            f"(n={len(xs)})")


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def unchanged(r):
    """A record of a function the pass left as it was (not timed)."""
    return r.get("detail") == "unchanged"


def checked_ms(recs):
    """The times of the records that carry one, unchanged functions left out."""
    return [r["ms"] for r in recs if "ms" in r and not unchanged(r)]


def verdict_text(recs, width=60):
    """The first record's verdict and detail, cut to WIDTH characters."""
    if not recs:
        return "(no verdict)"
    r = recs[0]
    detail = r.get("detail") or r.get("message") or ""
    return (r["verdict"] + (f" ({detail})" if detail else ""))[:width]


def verdict_counts(recs):
    """`invalid: 3, valid: 50, valid (unchanged): 7`: verdicts, sorted."""
    c = {}
    for r in recs:
        k = r["verdict"] + (" (unchanged)" if unchanged(r) else "")
        c[k] = c.get(k, 0) + 1
    return ", ".join(f"{k}: {v}" for k, v in sorted(c.items()))


def run_lines(recs, wall_ms, note=""):
    """`  per function: <stats>` and `  whole run: <wall> ms wall clock<note>`
    for a run that reported RECS."""
    return f"  per function: {stats(checked_ms(recs))}\n  whole run:    {wall_ms:.0f} ms wall clock{note}"


def plugin_load_line(base_ms, plugin_ms, repeat):
    return (f"plugin load:    mlir-opt on an empty module {base_ms:.1f} ms, with --load-pass-plugin {plugin_ms:.1f} ms "
            f"(loading costs {plugin_ms - base_ms:.1f} ms; median of {repeat})")


# ---- tables ----

def table_row(cells, specs, sep=" "):
    """One line of an aligned table: each cell (str() of it) formatted with
    its spec ('<44', '>9', ...), joined by SEP. Header and rows given the
    same SPECS line up."""
    return sep.join(f"{str(c):{s}}" for c, s in zip(cells, specs))


# ---- pair files ----

PAIR_KEY = re.compile(r"^// ([a-z][a-z-]*)(?: @([\w$.-]+))?: (.*)$")
SECTION = "//--- "


class PairFile:
    """A file of bench/pairs/: `meta`, its `// key: value` header lines;
    `of`, the `// key @function: value` lines ({function: {key: value}});
    `sections`, {name: text} of its `//--- name` sections (split-file
    form); `text`, the whole file."""

    def __init__(self, path):
        with open(path) as f:
            self.text = f.read()
        self.path, self.meta, self.of, self.sections = path, {}, {}, {}
        current = None
        for line in self.text.splitlines(keepends=True):
            if line.startswith(SECTION):
                current = line[len(SECTION):].strip()
                self.sections[current] = ""
            elif current is not None:
                self.sections[current] += line
            elif line.startswith("//"):
                m = PAIR_KEY.match(line.rstrip("\n"))
                if m and m.group(2):
                    self.of.setdefault(m.group(2), {})[m.group(1)] = m.group(3).strip()
                elif m:
                    self.meta[m.group(1)] = m.group(3).strip()
            else:
                current = ""  # the header ends at the first line that is not a comment
                self.sections[current] = line

    def get(self, key, function=None, default=None):
        """KEY for FUNCTION: its own line, else the file's, else DEFAULT."""
        return self.of.get(function, {}).get(key, self.meta.get(key, default))


def format_pair_file(comments, keys, sections):
    """The text of a pair file: COMMENTS (lines), KEYS ([(key, value)]) as
    `// key: value`, then SECTIONS ([(name, text)])."""
    out = [f"// {c}".rstrip() + "\n" for c in comments]
    out += [f"// {k}: {v}\n" for k, v in keys]
    out += [f"{SECTION}{name}\n{text}" for name, text in sections]
    return "".join(out)


def read_index(path):
    """The lines of an index file that are not blank or `#` comments."""
    with open(path) as f:
        return [l.strip() for l in f if l.strip() and not l.lstrip().startswith("#")]


def write(tmp, name, text):
    """Writes TEXT to TMP/NAME; returns the path."""
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def mutate(path, old, new):
    """A copy of PATH with its first OLD replaced by NEW (a mutant); returns its path."""
    with open(path) as f:
        text = f.read()
    assert old in text, f"{old!r} not in {path}"
    out = path + ".mutant.mlir"
    with open(out, "w") as f:
        f.write(text.replace(old, new, 1))
    return out


def split_pairs(tmp, tests):
    """(name, src, tgt) for every test in TESTS ((name, path) pairs) written
    in split-file form with src.mlir and tgt.mlir."""
    pairs = []
    for name, test in tests:
        with open(test) as f:
            if "//--- src.mlir" not in f.read():
                continue
        out = os.path.join(tmp, name.replace("/", "-"))
        subprocess.run([os.path.join(LLVM_BIN, "split-file"), test, out], check=True)
        if os.path.exists(os.path.join(out, "tgt.mlir")):
            pairs.append((name, os.path.join(out, "src.mlir"), os.path.join(out, "tgt.mlir")))
    return pairs


def check_pairs(pairs, report, *flags):
    """Checks each (name, src, tgt) with the CLI; prints the time per
    function and the verdict counts."""
    times, all_recs = [], []
    for _, src, tgt in pairs:
        _, recs = run_cli(src, tgt, report, *flags)
        all_recs += recs
        times += [r["ms"] for r in recs if "ms" in r]
    print(f"  per function: {stats(times)}")
    print(f"  verdicts:     {verdict_counts(all_recs)}")
