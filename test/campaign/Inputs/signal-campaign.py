"""signal-campaign.py SIGNAL CMD...: runs CMD (a campaign), waits for a job's
mlir-opt process (a child of CMD) still running one second after it was
first seen, sends SIGNAL to the campaign itself (not to the job), and
prints the campaign's exit status ("exit N") and whether the job's process
is gone once the campaign has ended ("job gone" / "job left running").
Waits at most 120 s for the job."""
import os
import signal
import subprocess
import sys
import time

sig, cmd = getattr(signal, sys.argv[1]), sys.argv[2:]
p = subprocess.Popen(cmd)


def jobs():
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


job = None
seen = set()
deadline = time.monotonic() + 120
while p.poll() is None and job is None and time.monotonic() < deadline:
    now = jobs()
    if now & seen:
        job = min(now & seen)
        p.send_signal(sig)
    seen = now
    time.sleep(1)
print(f"exit {p.wait()}")
if job is None:
    print("no job seen")
else:
    try:
        with open(f"/proc/{job}/stat") as f:
            state = f.read().split(")")[-1].split()[0]
        print("job gone" if state == "Z" else "job left running")
    except OSError:
        print("job gone")
