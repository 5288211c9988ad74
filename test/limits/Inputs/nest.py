"""nest.py N [add|sub]: a function whose result is computed N regions deep
(scf.execute_region inside scf.execute_region ...), printed."""
import sys

n, op = int(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "add"
out = ["func.func @f(%a: i8, %b: i8) -> i8 {"]
for i in range(n):
    out.append(f"%r{i} = scf.execute_region -> i8 {{")
out.append("%x = arith.addi %a, %b : i8" if op == "add" else "%x = arith.addi %b, %a : i8")
out.append("scf.yield %x : i8")
for i in reversed(range(n)):
    out.append("}")
    if i > 0:
        out.append(f"scf.yield %r{i} : i8")
out.append("return %r0 : i8")
out.append("}")
print("\n".join(out))
