#!/usr/bin/env python3
"""Runs a command, sends it a signal once a file shows a line, and reports
how it ended.

    interrupt.py --signal INT --when FILE PATTERN --stdout F --stderr F -- cmd ...

Prints `status: N` (the exit status, or `signal: NAME` if the signal killed
it) and `ended after the signal: yes` when the command ended within
--within seconds of the signal (a liveness bound for the test, not a timing
measurement), `no` otherwise (the command is then killed).
"""
import argparse
import os
import signal
import subprocess
import sys
import time

ap = argparse.ArgumentParser()
ap.add_argument("--signal", default="INT")
ap.add_argument("--when", nargs=2, metavar=("FILE", "PATTERN"), required=True)
ap.add_argument("--stdout", required=True)
ap.add_argument("--stderr", required=True)
ap.add_argument("--within", type=float, default=10.0)
ap.add_argument("cmd", nargs=argparse.REMAINDER)
a = ap.parse_args()
cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd

with open(a.stdout, "w") as out, open(a.stderr, "w") as err:
    p = subprocess.Popen(cmd, stdout=out, stderr=err)
    path, pattern = a.when
    deadline = time.time() + 60
    while time.time() < deadline and p.poll() is None:
        try:
            with open(path) as f:
                if pattern in f.read():
                    break
        except FileNotFoundError:
            pass
        time.sleep(0.05)
    if p.poll() is not None:
        print(f"ended before the signal: status {p.returncode}")
        sys.exit(1)
    # The command's checks are running (or about to): let one start.
    time.sleep(0.3)
    p.send_signal(getattr(signal, "SIG" + a.signal))
    try:
        p.wait(timeout=a.within)
        print("ended after the signal: yes")
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        print("ended after the signal: no")
    if p.returncode < 0:
        print(f"signal: {signal.Signals(-p.returncode).name}")
    else:
        print(f"status: {p.returncode}")
