# lit configuration for mlir-refine. Run with: /usr/lib/llvm-22/bin/lit -sv test
import importlib.util
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
config.excludes = ["Inputs", "expected"] + config.root_excludes

root = os.path.dirname(os.path.abspath(__file__))
config.test_source_root = root
config.test_exec_root = os.path.join(root, "target", "lit")

llvm_bin = "/usr/lib/llvm-22/bin"
build = os.environ.get("MLIR_REFINE_BUILD_DIR", os.path.join(root, "target", "release"))
plugin = os.path.join(build, "libmlir_refine.so")
test_passes = os.path.join(build, "libmlir_refine_test_passes.so")
binary = os.path.join(build, "mlir-refine")
for f in (plugin, test_passes, binary):
    if not os.path.exists(f):
        lit_config.fatal(f"{f} does not exist: run 'cargo build --release' first")

config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
# The tools' outputs must not depend on the user's terminal or locale.
config.environment["LC_ALL"] = "C"

# %refine-opt: the real mlir-opt 22 with the plugin loaded.
config.substitutions.append(("%refine-opt", f"mlir-opt --load-pass-plugin={plugin}"))
# %refine-test-opt: also the test passes (test-reintroduce-select-bugs), a
# plugin of their own that the production plugin does not register.
config.substitutions.append(
    ("%refine-test-opt", f"mlir-opt --load-pass-plugin={plugin} --load-pass-plugin={test_passes}"))
config.substitutions.append(("%test-passes", test_passes))
config.substitutions.append(("%mlir-refine", binary))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%python", "python3"))

# The z3 command runs the SMT-LIB scripts dump-smt writes (scripts/setup.sh
# installs it); without it those tests are unsupported, and lit says why.
import shutil

if shutil.which("z3", path=config.environment["PATH"]):
    config.available_features.add("z3")
else:
    lit_config.note("the z3 command is missing (apt-get install z3): tests of dump-smt's scripts are unsupported")

# %corpus: the folder of upstream MLIR pass tests that test/corpus checks
# (it holds upstream-mlir/mlir/test/). Those files are not part of this
# repository: $MLIR_REFINE_CORPUS, else ../shared/corpus beside the
# repository root (the rule of test/corpus/run_corpus.py, used here as is).
# When it is absent, the tests that need it (REQUIRES: upstream-corpus)
# are reported UNSUPPORTED, never passed.
_spec = importlib.util.spec_from_file_location("run_corpus", os.path.join(root, "test", "corpus", "run_corpus.py"))
run_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run_corpus)
corpus = os.path.abspath(run_corpus.default_corpus())
config.substitutions.append(("%corpus", corpus))
if run_corpus.corpus_present(corpus):
    config.available_features.add("upstream-corpus")
else:
    missing = os.path.join(corpus, run_corpus.TESTS_SUBDIR)
    lit_config.note(
        f"the upstream corpus tests (test/corpus/*.test) are UNSUPPORTED: {missing} is absent. "
        "The upstream MLIR test files are not in this repository; set MLIR_REFINE_CORPUS to the folder holding "
        "upstream-mlir/mlir/test/ (default: ../shared/corpus beside the repository root) to run them."
    )
# Nested runs of lit (test/corpus/absent-corpus.test) use the same build.
config.environment["MLIR_REFINE_BUILD_DIR"] = build
