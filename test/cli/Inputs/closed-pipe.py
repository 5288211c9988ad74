"""Runs a command whose standard output is a pipe nobody reads: the read end
is closed before the command starts, so its first write fails with EPIPE
(deterministically, unlike `| head -1`, whose reader may still be there).
Prints the command's exit status; standard error passes through."""
import os
import subprocess
import sys

r, w = os.pipe()
os.close(r)
status = subprocess.run(sys.argv[1:], stdout=w).returncode
os.close(w)
print(f"exit {status}")
