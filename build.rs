//! Builds the C++ shim and links the plugin against the one MLIR that
//! `mlir-opt` 22 already has loaded (`libMLIR.so.22.1`).
//!
//! Facts this relies on (checked on Debian bookworm with LLVM 22):
//! - Debian ships MLIR's C API only as static archives (`libMLIRCAPI*.a`);
//!   they are linked into our library and call into the shared `libMLIR.so`.
//! - mlir-sys in shared mode asks for `-lMLIR-C`, which does not exist; an
//!   empty archive of that name satisfies the linker.
//! - Debian's LLVM is built with RTTI, so the shim needs no `-fno-rtti`.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// C API archives we call into (the rest of MLIR comes from libMLIR.so).
const CAPI_ARCHIVES: &[&str] = &["MLIRCAPIIR", "MLIRCAPIRegisterEverything", "MLIRCAPITransforms"];

const SHIM_SOURCES: &[&str] = &[
    "cpp-shim/lib/IR.cpp",
    "cpp-shim/lib/Plugin.cpp",
    "cpp-shim/lib/PdlPass.cpp",
    "cpp-shim/lib/Ranges.cpp",
    "cpp-shim/lib/DataflowPass.cpp",
];

/// The test-only passes: a plugin of their own (see `build_test_passes`).
const TEST_SOURCES: &[&str] =
    &["cpp-shim/test/TestPasses.cpp", "cpp-shim/test/SelectBugs.cpp", "cpp-shim/test/WrongRanges.cpp"];

/// The test plugin's file name, beside `libmlir_refine.so`.
const TEST_PLUGIN: &str = "libmlir_refine_test_passes.so";

const BRIDGES: &[&str] = &["src/ir/shim.rs", "src/plugin/bridge.rs"];

fn main() {
    let prefix = PathBuf::from(env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string()));
    let include = prefix.join("include");
    let libdir = prefix.join("lib");
    if !include.join("mlir/Pass/Pass.h").exists() {
        panic!(
            "MLIR 22 headers not found under {}: install libmlir-22-dev \
             (see README.md, first command) or set MLIR_SYS_220_PREFIX",
            include.display()
        );
    }

    // The shim and the cxx bridges, compiled as one static library.
    let mut build = cxx_build::bridges(BRIDGES);
    build
        .files(SHIM_SOURCES)
        .include("cpp-shim/include")
        .include(&include)
        .std("c++17")
        .define("_GNU_SOURCE", None)
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        .flag_if_supported("-Wno-unused-parameter")
        .flag_if_supported("-Wno-deprecated-declarations")
        // Linalg's generated headers hold ASCII art ending in backslashes.
        .flag_if_supported("-Wno-comment")
        .compile("mlir_refine_shim");

    for f in SHIM_SOURCES.iter().chain(BRIDGES) {
        println!("cargo:rerun-if-changed={f}");
    }
    println!("cargo:rerun-if-changed=cpp-shim/include");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");

    // Static C API archives, then the shared MLIR they call into.
    println!("cargo:rustc-link-search=native={}", libdir.display());
    for a in CAPI_ARCHIVES {
        println!("cargo:rustc-link-lib=static={a}");
    }
    println!("cargo:rustc-link-lib=dylib=MLIR");
    println!("cargo:rustc-link-lib=dylib=LLVM");

    // mlir-sys (shared mode) links `-lMLIR-C`; Debian has no such library.
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    write_empty_archive(&out.join("libMLIR-C.a"));
    println!("cargo:rustc-link-search=native={}", out.display());

    // libMLIR.so.22.1 lives outside the default search path.
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", libdir.display());

    build_test_passes(&include, &libdir, &out);
}

/// Builds the test passes (`test-reintroduce-select-bugs`) as a pass plugin
/// of their own, beside the production plugin in the profile's directory
/// (`target/release`), as MLIR keeps its `-test-*` passes out of its tools'
/// libraries. Pure C++: it links only against the MLIR `mlir-opt` loads.
fn build_test_passes(include: &Path, libdir: &Path, out: &Path) {
    for f in TEST_SOURCES {
        println!("cargo:rerun-if-changed={f}");
    }
    // OUT_DIR is <profile dir>/build/<package>-<hash>/out.
    let Some(profile_dir) = out.ancestors().nth(3) else {
        panic!("unexpected OUT_DIR layout: {}", out.display());
    };
    let target = profile_dir.join(TEST_PLUGIN);
    let compiler = cxx_build::bridges(&[] as &[&str]).cpp(true).get_compiler();
    let mut cmd = compiler.to_command();
    cmd.args(TEST_SOURCES)
        .args(["-shared", "-fPIC", "-std=c++17", "-O2", "-D_GNU_SOURCE", "-Wno-unused-parameter"])
        .arg("-I")
        .arg(include)
        .arg("-o")
        .arg(&target)
        .arg(format!("-L{}", libdir.display()))
        .args(["-lMLIR", "-lLLVM"])
        .arg(format!("-Wl,-rpath,{}", libdir.display()));
    match cmd.status() {
        Ok(s) if s.success() => {}
        Ok(s) => panic!("building {TEST_PLUGIN} failed ({s}): {cmd:?}"),
        Err(e) => panic!("cannot run the C++ compiler for {TEST_PLUGIN}: {e}"),
    }
}

fn write_empty_archive(path: &Path) {
    fs::write(path, b"!<arch>\n").expect("cannot write empty libMLIR-C.a");
}
