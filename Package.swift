// swift-tools-version: 6.1

import PackageDescription

/// The release tool on Linux carries the Swift runtime and Foundation in its own file: a process
/// starts in about half the time without their shared libraries to load and bind (`hyperfine` of
/// `--version`, Benchmarks/README.md). `-static-stdlib` links the static libraries; the modules,
/// compiled against the shared Foundation, do not name the libraries the static one needs beside
/// it, so they are named here, as the toolchain this was measured with (Swift 6.3) lays them out:
/// other toolchains get the default, shared build. lld, because gold warns of a C function the
/// static Foundation calls.
#if compiler(>=6.3) && compiler(<6.4)
  let staticRuntimeInReleaseOnLinux: [LinkerSetting] =
    [
      .unsafeFlags(
        ["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))
    ]
    + [
      "CoreFoundation", "_FoundationICU", "_FoundationCShims", "_FoundationCollections",
      "swiftSynchronization",
    ]
    .map { .linkedLibrary($0, .when(platforms: [.linux], configuration: .release)) }
#else
  let staticRuntimeInReleaseOnLinux: [LinkerSetting] = []
#endif

let package = Package(
  name: "ExpenseSheets",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "SheetCSV", targets: ["SheetCSV"]),
    .library(name: "ExpenseSheets", targets: ["ExpenseSheets"]),
    .library(name: "ExpenseStore", targets: ["ExpenseStore"]),
    .library(name: "SheetXLSX", targets: ["SheetXLSX"]),
    .library(name: "ExpenseSheetsXLSX", targets: ["ExpenseSheetsXLSX"]),
    .executable(name: "expense-sheets", targets: ["expense-sheets"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    // `swift package generate-documentation`: the DocC catalogs, built in .ci/run.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "SheetCSV"),
    .target(name: "ExpenseSheets", dependencies: ["SheetCSV", "CWritebackShim", "CAtomicShim"]),
    .systemLibrary(name: "CWritebackShim"),
    // Atomic loads and stores of shared integers on the platforms declared above.
    .systemLibrary(name: "CAtomicShim"),
    // The one-file workbook (.xlsx written, .xlsx/.ods read): nothing about ledgers.
    .target(name: "SheetXLSX", dependencies: ["ZIPFoundation", "CZlibShim"]),
    // zlib (the system's), which deflates the parts of a workbook on several cores at once.
    .systemLibrary(name: "CZlibShim"),
    // A ledger as one workbook file: the glue, so that ExpenseSheets never needs SheetXLSX.
    .target(name: "ExpenseSheetsXLSX", dependencies: ["ExpenseSheets", "SheetCSV", "SheetXLSX"]),
    .target(
      name: "ExpenseStore",
      dependencies: [
        "ExpenseSheets", .product(name: "GRDB", package: "GRDB.swift"),
        // GRDB's own module of the SQLite C API, for binding and reading columns directly.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        "CSQLiteShim", "CWritebackShim",
        // zlib (the system's), which deflates the merge reports the history keeps.
        "CZlibShim",
      ]
    ),
    // SQLite's process-wide settings (`sqlite3_config`), which Swift cannot call directly.
    .systemLibrary(name: "CSQLiteShim"),
    .executableTarget(
      name: "ExpenseStoreCrashHelper",
      dependencies: ["ExpenseSheets", "ExpenseStore"]
    ),
    // The C library's allocator settings (glibc's `mallopt`), which Swift cannot reach.
    .systemLibrary(name: "CMallocShim"),
    .executableTarget(
      name: "expense-sheets",
      dependencies: [
        "SheetCSV", "ExpenseSheets", "ExpenseStore", "ExpenseSheetsXLSX", "CMallocShim",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      linkerSettings: staticRuntimeInReleaseOnLinux
    ),
    .testTarget(
      name: "SheetCSVTests",
      dependencies: ["SheetCSV", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "ExpenseSheetsTests",
      dependencies: [
        "ExpenseSheets", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SheetXLSXTests",
      dependencies: ["SheetXLSX", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "ExpenseSheetsXLSXTests",
      dependencies: ["ExpenseSheetsXLSX", "ExpenseSheets", "ExpenseStore", "SheetXLSX"]
    ),
    .testTarget(
      name: "ExpenseStoreTests",
      dependencies: [
        "ExpenseStore", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ExpenseSheetsCLITests",
      dependencies: [
        "SheetCSV", "ExpenseSheets", "ExpenseStore", .product(name: "GRDB", package: "GRDB.swift"),
        // To damage a workbook file's parts as a hand or another program would.
        "ZIPFoundation",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
