// swift-tools-version:6.0
// plusmd: a Wendler 5/3/1 training journal kept as plain Markdown files.
//
// Layers point down: plusmd (main) → PlusCLI → PlusTerminal, PlusLSP → PlusStore → PlusFormat → PlusCore.
// PlusCore is pure (no disk, no terminal, no clock; the standard library only); PlusFormat is the only
// importer of the C libraries.
import PackageDescription

let package = Package(
    name: "plusmd",
    // macOS 13: String(unsafeUninitializedCapacity:) (macOS 11) and the Foundation the code uses.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "plusmd", targets: ["plusmd"])
    ],
    targets: [
        .systemLibrary(
            name: "CCmark", pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // CPU affinity, atomic words and the spin-wait pause hint (a header only): PlusStore's ParallelLoop.
        .systemLibrary(name: "CThreads"),
        // renameat2 (swap and no-replace renames, a header only): PlusStore's AtomicFile.
        .systemLibrary(name: "CFiles"),
        .target(name: "PlusCore"),
        .target(
            name: "PlusTemplates", path: "templates",
            exclude: ["README.md"],
            resources: [.embedInCode("plusmd.yaml"), .embedInCode("sheet.md"), .embedInCode("build-info.txt")]),
        .target(name: "PlusFormat", dependencies: ["PlusCore", "PlusTemplates", "CCmark", "CYAML"]),
        .target(name: "PlusStore", dependencies: ["PlusCore", "PlusFormat", "CThreads", "CFiles"]),
        .target(name: "PlusTerminal", dependencies: ["PlusCore", "PlusFormat", "PlusStore"]),
        // The language server (`plusmd lsp`): JSON-RPC on Foundation, the answers from PlusCore.
        .target(name: "PlusLSP", dependencies: ["PlusCore", "PlusFormat", "PlusStore"]),
        .target(name: "PlusCLI", dependencies: ["PlusCore", "PlusFormat", "PlusStore", "PlusTerminal", "PlusTemplates", "PlusLSP"]),
        .executableTarget(name: "plusmd", dependencies: ["PlusCLI"]),
        // Shared by the test targets: temporary folders, a seeded generator, and a journal builder
        // that writes sheets as plusmd does (so it needs PlusFormat).
        .target(name: "PlusTestSupport", dependencies: ["PlusCore", "PlusFormat"], path: "Tests/PlusTestSupport"),
        .testTarget(name: "PlusCoreTests", dependencies: ["PlusCore", "PlusFormat", "PlusTestSupport"]),
        .testTarget(
            name: "PlusFormatTests", dependencies: ["PlusFormat", "PlusCore", "PlusTestSupport"],
            exclude: ["Snapshots", "Sheets"]),
        .testTarget(name: "PlusStoreTests", dependencies: ["PlusStore", "PlusFormat", "PlusCore", "PlusTestSupport", "CThreads"]),
        .testTarget(name: "PlusLSPTests", dependencies: ["PlusLSP", "PlusStore", "PlusFormat", "PlusCore", "PlusTestSupport"]),
        .testTarget(
            name: "PlusCLITests", dependencies: ["PlusCLI", "PlusTerminal", "PlusStore", "PlusFormat", "PlusCore", "PlusTestSupport", "PlusTemplates"],
            exclude: ["Fixtures"]),
    ]
)
