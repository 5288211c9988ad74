"""kill-job.py SIGNAL CMD...: runs CMD (a campaign), waits for a job's
mlir-opt process (a child of CMD) that is still running one second after it
was first seen (not the quick check of the setup on an empty module), sends
it SIGNAL from outside, as a user or the OOM killer would, and prints
"sent" and CMD's exit status ("exit N"). Waits at most 120 s for the job."""
import os
import signal
import subprocess
import sys
import time

sig, cmd = getattr(signal, sys.argv[1]), sys.argv[2:]
p = subprocess.Popen(cmd)


def jobs():
    """The mlir-opt children of the campaign."""
    found = set()
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
        if ppid == p.pid and name == "mlir-opt":
            found.add(int(pid))
    return found


sent = False
seen = set()
deadline = time.monotonic() + 120
while p.poll() is None and not sent and time.monotonic() < deadline:
    now = jobs()
    for pid in now & seen:
        os.kill(pid, sig)
        sent = True
        break
    seen = now
    time.sleep(1)
print("sent" if sent else "not sent")
print(f"exit {p.wait()}")
