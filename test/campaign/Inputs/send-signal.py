"""send-signal.py WHOM SIGNAL CMD...: runs CMD (a campaign), waits for a job's
mlir-opt process (a child of CMD) still running one second after it was
first seen (not the quick check of the setup on an empty module), and sends
SIGNAL from outside. Waits at most 120 s for the job.

WHOM is `job`: the signal goes to the job, as a user or the OOM killer would
send it; prints "sent" (or "not sent") and CMD's exit status ("exit N").
WHOM is `campaign`: the signal goes to the campaign itself; prints its exit
status and whether the job's process is gone once the campaign has ended
("job gone" / "job left running", or "no job seen")."""
import os
import signal
import subprocess
import sys
import time

whom, sig, cmd = sys.argv[1], getattr(signal, sys.argv[2]), sys.argv[3:]
if whom not in ("job", "campaign"):
    sys.exit(f"send-signal.py: WHOM is 'job' or 'campaign', not {whom!r}")
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


job = None
seen = set()
deadline = time.monotonic() + 120
while p.poll() is None and job is None and time.monotonic() < deadline:
    now = jobs()
    if now & seen:
        job = min(now & seen)
        if whom == "job":
            os.kill(job, sig)
        else:
            p.send_signal(sig)
    seen = now
    time.sleep(1)
if whom == "job":
    print("sent" if job is not None else "not sent")
    print(f"exit {p.wait()}")
    sys.exit(0)
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
