"""kill-after-lines.py FILE N CMD...: runs CMD, waits until FILE holds N
complete lines (at most 120 s), then kills CMD with SIGKILL, from outside,
as a user or the OOM killer would; prints "killed" or "ended N" (CMD ended
first, with status N), then FILE's lines as they were at that moment."""
import os
import signal
import subprocess
import sys
import time

path, n, cmd = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def lines():
    try:
        with open(path) as f:
            return [l for l in f.read().split("\n")[:-1]]
    except OSError:
        return []


deadline = time.monotonic() + 120
while p.poll() is None and len(lines()) < n and time.monotonic() < deadline:
    time.sleep(0.05)
if p.poll() is None:
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    print("killed")
else:
    print(f"ended {p.returncode}")
for l in lines():
    print(l)
