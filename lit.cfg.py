# lit configuration for mlir-refine. Run with: /usr/lib/llvm-22/bin/lit -sv test
import os

import lit.formats

config.name = "mlir-refine"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".test", ".pdll"]
# Tests live under test/; everything else at the root is not a test
# (examples/downstream is the lit suite of a downstream CMake project, run by
# scripts/test-downstream.sh against an installed mlir-refine). lit matches
# excludes by name at any depth: test/lit.local.cfg drops the root's names, so
# that test/examples is a test folder.
config.root_excludes = ["examples", "bench", "target", "src", "cpp-shim", "scripts", "cmake"]
config.excludes = ["Inputs", "upstream-mlir", "expected"] + config.root_excludes

root = os.path.dirname(os.path.abspath(__file__))
config.test_source_root = root
config.test_exec_root = os.path.join(root, "target", "lit")

llvm_bin = "/usr/lib/llvm-22/bin"
build = os.environ.get("MLIR_REFINE_BUILD_DIR", os.path.join(root, "target", "release"))
plugin = os.path.join(build, "libmlir_refine.so")
binary = os.path.join(build, "mlir-refine")
for f in (plugin, binary):
    if not os.path.exists(f):
        lit_config.fatal(f"{f} does not exist: run 'cargo build --release' first")

config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
# The tools' outputs must not depend on the user's terminal or locale.
config.environment["LC_ALL"] = "C"

# %refine-opt: the real mlir-opt 22 with the plugin loaded.
config.substitutions.append(("%refine-opt", f"mlir-opt --load-pass-plugin={plugin}"))
config.substitutions.append(("%mlir-refine", binary))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%python", "python3"))
