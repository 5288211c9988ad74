# The downstream suite: run through lit.site.cfg.py in the CMake build
# directory (cmake --build build --target check-downstream).
import os

import lit.formats

config.name = "refine-downstream"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
if not hasattr(config, "mlir_refine_plugin"):
    lit_config.fatal("run the suite from the build directory (lit.site.cfg.py), not from the sources")

config.environment["PATH"] = os.pathsep.join([config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%mlir_refine_plugin", config.mlir_refine_plugin))
config.substitutions.append(("%mlir-refine", config.mlir_refine_executable))
