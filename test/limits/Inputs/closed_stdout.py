#!/usr/bin/env python3
"""Runs a command whose standard output is a pipe nobody reads (closed
before the command starts, as `| head -1` closes it after one line), and
prints its exit status and standard error."""
import os
import subprocess
import sys

r, w = os.pipe()
os.close(r)
p = subprocess.run(sys.argv[1:], stdout=w, stderr=subprocess.PIPE, text=True)
os.close(w)
sys.stdout.write(p.stderr)
print(f"status: {p.returncode}")
